import { useCallback } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import type commonUz from '@platform/shared/locales/uz.json';

type ValidationKey = `validation.${keyof (typeof commonUz)['validation']}`;

/** The `type` of an error the api wrote (`setError(field, { type: SERVER_ERROR, message })`). */
export const SERVER_ERROR = 'server';

/** A react-hook-form `FieldError` (or just its message). */
export type ValidationError = { type?: string | number; message?: string } | string | null | undefined;

/**
 * Text of a field's error. The contracts' zod messages are keys of the `common` namespace
 * ('validation.phone_invalid') and are translated; an error of type `SERVER_ERROR` is the api's
 * own, already localised message and is shown as it is; anything else (a message that is not
 * ours) reads as the generic error rather than leaking English.
 */
export function useValidationText() {
  const { t, i18n } = useTranslation('common');
  return useCallback(
    (error: ValidationError): string | undefined => {
      const message = typeof error === 'string' ? error : error?.message;
      if (!message) return undefined;
      if (typeof error === 'object' && error?.type === SERVER_ERROR) return message;
      const isKey = (m: string): m is ValidationKey => m.startsWith('validation.') && i18n.exists(m, { ns: 'common' });
      return isKey(message) ? t(message) : t('errors.generic');
    },
    [t, i18n],
  );
}

import { useCallback } from 'react';
import { SERVER_ERROR, useValidationText, type ValidationError } from '@platform/shared/form';
import { useTranslation } from '@platform/shared/i18n';
import type uz from '../locales/uz.json';
import { NS } from './i18n';

type StudioValidationKey = `validation.${keyof (typeof uz)['validation']}`;

/**
 * Text of a studio form field's error: the studio's own rules (`validation.*` of this remote's
 * locale files, kept off the learner's first load) first, then the shared ones (`useValidationText`).
 */
export function useFieldErrorText() {
  const shared = useValidationText();
  const { t, i18n } = useTranslation(NS);
  return useCallback(
    (error: ValidationError): string | undefined => {
      const message = typeof error === 'string' ? error : error?.message;
      const ours = (m: string | undefined): m is StudioValidationKey => !!m && m.startsWith('validation.') && i18n.exists(m, { ns: NS });
      if (ours(message) && !(typeof error === 'object' && error?.type === SERVER_ERROR)) return t(message);
      return shared(error);
    },
    [shared, t, i18n],
  );
}

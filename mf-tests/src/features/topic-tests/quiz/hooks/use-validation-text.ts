import { useCallback } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import type commonUz from '@platform/shared/locales/uz.json';

type ValidationKey = `validation.${keyof (typeof commonUz)['validation']}`;

/**
 * A contract message is a key of the `common` namespace ('validation.message_too_long'); a message
 * the server wrote itself (already localised) is shown as it is.
 */
export function useValidationText() {
  const { t, i18n } = useTranslation('common');
  return useCallback(
    (message: string | undefined): string | undefined => {
      if (!message) return undefined;
      const isKey = (m: string): m is ValidationKey => m.startsWith('validation.') && i18n.exists(m, { ns: 'common' });
      return isKey(message) ? t(message) : message;
    },
    [t, i18n],
  );
}

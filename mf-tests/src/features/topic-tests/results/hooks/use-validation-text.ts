import { useCallback } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import type commonUz from '@platform/shared/locales/uz.json';

type ValidationKey = `validation.${keyof (typeof commonUz)['validation']}`;

/**
 * Contract messages are keys of the `common` namespace ('validation.comment_required'); anything
 * else is shown as the generic error.
 */
export function useValidationText() {
  const { t, i18n } = useTranslation('common');
  return useCallback(
    (message: string | undefined): string | undefined => {
      if (!message) return undefined;
      const isKey = (m: string): m is ValidationKey => m.startsWith('validation.') && i18n.exists(m, { ns: 'common' });
      return isKey(message) ? t(message) : t('errors.generic');
    },
    [t, i18n],
  );
}

import { useTranslation } from '@platform/shared/i18n';
import type commonUz from '@platform/shared/locales/uz.json';

type ValidationKey = `validation.${keyof (typeof commonUz)['validation']}`;

/**
 * Contract messages are keys of the `common` namespace ('validation.birthday_future'); messages
 * the server wrote itself (already localised) are shown as they are.
 */
export function useValidationMessage() {
  const { t, i18n } = useTranslation('common');
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    const isKey = (m: string): m is ValidationKey => m.startsWith('validation.') && i18n.exists(m, { ns: 'common' });
    return isKey(message) ? t(message) : message;
  };
}

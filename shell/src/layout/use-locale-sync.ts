import { useEffect } from 'react';
import { changeLocale } from '@platform/shared/i18n';
import { useSession } from '@platform/shared/session';

/** The locale lives in the session store; i18next and <html lang> follow it. */
export function useLocaleSync() {
  const locale = useSession((s) => s.locale);
  useEffect(() => {
    let alive = true;
    void changeLocale(locale).then(() => {
      if (alive) document.documentElement.lang = locale;
    });
    return () => {
      alive = false;
    };
  }, [locale]);
}

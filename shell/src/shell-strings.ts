import { addLazyNamespace } from '@platform/shared/i18n';

/** The shell's strings: only the current language's file is downloaded (the other on switching). */
export function loadShellStrings(): Promise<unknown> {
  return addLazyNamespace('shell', (locale) =>
    locale === 'ru'
      ? import(/* webpackChunkName: "shell-ru" */ './locales/ru.json')
      : locale === 'uz-Cyrl'
        ? import(/* webpackChunkName: "shell-uz-Cyrl" */ './locales/uz.json?uz-Cyrl')
        : import(/* webpackChunkName: "shell-uz" */ './locales/uz.json'),
  );
}

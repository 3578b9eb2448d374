import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@platform/shared/contracts';
import uz from './locales/uz.json';
import ru from './locales/ru.json';

/** The one i18next instance of the composed page (shared as a Module Federation singleton). */
export const i18n = i18next.createInstance();

const failOnMissing = process.env.NODE_ENV === 'test';

void i18n.use(initReactI18next).init({
  lng: 'uz',
  fallbackLng: 'uz',
  supportedLngs: ['uz', 'ru'],
  ns: ['common'],
  defaultNS: 'common',
  resources: { uz: { common: uz }, ru: { common: ru } } as Resource,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  saveMissing: failOnMissing,
  missingKeyHandler: failOnMissing
    ? (_lngs, ns, key) => {
        throw new Error(`Missing i18n key ${ns}:${key}`);
      }
    : undefined,
});

export type LocaleBundle = { uz: Record<string, unknown>; ru: Record<string, unknown> };

/** Adds an app's namespace (each remote calls this once when its code loads). */
export function addNamespace(ns: string, bundle: LocaleBundle): void {
  for (const lng of ['uz', 'ru'] as const) {
    if (!i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, bundle[lng], true, true);
  }
}

export function changeLocale(locale: Locale): Promise<unknown> {
  return i18n.changeLanguage(locale);
}

export { uz as commonUz, ru as commonRu };

/**
 * React binding, re-exported so every app uses this module's one react-i18next copy (bundled
 * tree-shaken here rather than shared whole; docs/decisions/003).
 */
export { useTranslation } from 'react-i18next';

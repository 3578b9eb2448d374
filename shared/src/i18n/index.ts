import i18next, { type BackendModule, type Resource, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES } from '@platform/shared/shapes';
import type { Locale } from '@platform/shared/contracts';
import uz from './locales/uz.json';

/** The one i18next instance of the composed page (shared as a Module Federation singleton). */
export const i18n = i18next.createInstance();

type NamespaceLoader = (locale: Locale) => Promise<{ default: ResourceKey } | ResourceKey>;
const loaders = new Map<string, NamespaceLoader>();
// the common strings ship in Uzbek (the default); Russian and Cyrillic Uzbek (generated from uz at
// build time, docs/decisions/043) are chunks of their own, loaded on switching
loaders.set('common', (locale) =>
  locale === 'ru' ? import('./locales/ru.json') : locale === 'uz-Cyrl' ? import('./locales/uz.json?uz-Cyrl') : Promise.resolve(uz),
);

/** Loads a lazily registered namespace for one language (each language is its own chunk). */
const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const loader = loaders.get(namespace);
    if (!loader) return callback(null, {});
    loader(language as Locale).then(
      (m) => callback(null, (m as { default?: ResourceKey }).default ?? (m as ResourceKey)),
      (error: Error) => callback(error, null),
    );
  },
};

const failOnMissing = process.env.NODE_ENV === 'test';

void i18n
  .use(initReactI18next)
  .use(lazyBackend)
  .init({
    lng: 'uz',
    fallbackLng: 'uz',
    supportedLngs: [...LOCALES],
    ns: ['common'],
    defaultNS: 'common',
    resources: { uz: { common: uz } } as Resource,
    partialBundledLanguages: true,
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

// `{{x, number}}`: Uzbek writes numbers as Russian does (decimal comma, space-grouped thousands), but
// not every browser's ICU carries Uzbek number data (Debian's Chromium formats uz as en: "1.1"), so
// both languages format with the Russian rules — the same text everywhere.
i18n.services.formatter?.add('number', (value: unknown, _lng: string | undefined, options: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat('ru', options).format(Number(value)),
);

type Strings = Record<string, unknown>;

/**
 * An app's strings in every interface language. `uz-Cyrl` (generated from uz at build time:
 * `import('./uz.json?uz-Cyrl')`, docs/decisions/043) is usually given as its loader, so a page in
 * Latin or Russian never downloads it.
 */
export type LocaleBundle = {
  uz: Strings;
  ru: Strings;
  'uz-Cyrl': Strings | (() => Promise<{ default: Strings } | Strings>);
};

/** Adds an app's namespace (each remote calls this once when its code loads). */
export function addNamespace(ns: string, bundle: LocaleBundle): void {
  for (const lng of LOCALES) {
    const strings = bundle[lng];
    if (typeof strings === 'function') continue;
    if (!i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, strings, true, true);
  }
  const cyrillic = bundle['uz-Cyrl'];
  if (typeof cyrillic === 'function') {
    // read when the language is (or becomes) uz-Cyrl; the other two are in place already
    loaders.set(ns, (locale) => (locale === 'uz-Cyrl' ? cyrillic() : Promise.resolve(bundle[locale === 'ru' ? 'ru' : 'uz'])));
    void i18n.loadNamespaces(ns);
  }
}

/**
 * Registers a namespace whose files load per language on demand: only the current language is
 * downloaded; `changeLocale` loads the other before switching, so no key is ever shown raw.
 */
export function addLazyNamespace(ns: string, load: NamespaceLoader): Promise<unknown> {
  loaders.set(ns, load);
  return i18n.loadNamespaces(ns);
}

let changingTo: Locale | undefined;

/**
 * Switches the page's language (loading its strings first). Asking for the language already shown
 * does nothing: i18next would still announce a change, and every component using `useTranslation`
 * would render again (the shell asks at start and again when its layout mounts; issue 19, ADR 026).
 */
export function changeLocale(locale: Locale): Promise<unknown> {
  if (i18n.language === locale && (changingTo === undefined || changingTo === locale)) return Promise.resolve();
  changingTo = locale;
  return i18n.changeLanguage(locale).finally(() => {
    if (changingTo === locale) changingTo = undefined;
  });
}

/**
 * React binding, re-exported so every app uses this module's one react-i18next copy (bundled
 * tree-shaken here rather than shared whole; docs/decisions/003).
 */
export { useTranslation } from 'react-i18next';

// Key types of this remote's namespaces, derived from the uz files (the source of keys).
import 'i18next';
import type tests from './locales/uz.json';
import type catalog from './features/catalog/locales/uz.json';
import type quiz from './features/quiz/locales/uz.json';
import type results from './features/results/locales/uz.json';
import type common from '../../shared/src/i18n/locales/uz.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    tests: typeof tests;
    catalog: typeof catalog;
    quiz: typeof quiz;
    results: typeof results;
    common: typeof common;
  }
}

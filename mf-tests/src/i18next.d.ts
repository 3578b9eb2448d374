// Key types of this remote's namespaces, derived from the uz files (the source of keys).
import 'i18next';
import type tests from './locales/uz.json';
import type catalog from './features/topic-tests/catalog/locales/uz.json';
import type quiz from './features/topic-tests/quiz/locales/uz.json';
import type results from './features/topic-tests/results/locales/uz.json';
import type exams from './features/exams/locales/uz.json';
import type review from './features/review/session/locales/uz.json';
import type common from '@platform/shared/locales/uz.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    tests: typeof tests;
    'tests/catalog': typeof catalog;
    'tests/quiz': typeof quiz;
    'tests/results': typeof results;
    'tests/exams': typeof exams;
    'tests/review': typeof review;
    common: typeof common;
  }
}

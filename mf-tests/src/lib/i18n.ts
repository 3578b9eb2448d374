/**
 * i18next namespaces of this remote (registered by exposed/routes.tsx):
 * `tests` — shared pieces of the remote (loading, errors, locked dialog, test card);
 * `catalog` — list, subject pages, preview modal, saved tests;
 * `quiz` — the test screen; `results` — results, result list, /check, unfinished tests.
 */
export const NS = 'tests';
export const CATALOG_NS = 'catalog';
export const QUIZ_NS = 'quiz';
export const RESULTS_NS = 'results';

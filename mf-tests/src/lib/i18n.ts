/**
 * i18next namespaces of this remote (registered by exposed/routes.tsx), prefixed with the remote's
 * name so that the one i18next instance of the composed site cannot mix them up with another
 * remote's (`/`, because `:` and `.` are i18next separators):
 * `tests` — shared pieces of the remote (loading, errors, locked dialog, test card);
 * `tests/catalog` — list, subject pages, preview modal, saved tests;
 * `tests/quiz` — the test screen; `tests/results` — results, result list, /check, unfinished tests.
 */
export const NS = 'tests';
export const CATALOG_NS = 'tests/catalog';
export const QUIZ_NS = 'tests/quiz';
export const RESULTS_NS = 'tests/results';
/** `tests/exams` — the timed exams: start forms, the exam screen, results. */
export const EXAMS_NS = 'tests/exams';
/** `tests/review` — the review of one's mistakes (`/takrorlash`, ADR 044). */
export const REVIEW_NS = 'tests/review';

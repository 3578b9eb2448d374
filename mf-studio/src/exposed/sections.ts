// The studio's sections, one row a page (ADR 055): its path below /studio, its name (a key of
// `sections` in the locale files: `title` for the header, `text` for its dashboard card), the area of
// STUDIO_ACCESS whose roles may open it, the page — a lazy chunk of its own — and a lazy `Summary`
// for the dashboard card. The header lists the rows the caller's roles open, in this order; a row
// with `nav: false` is reached from another page.
import { lazy } from 'react';
import type { StudioSection } from '../lib/sections';

/** The bank item's editor: a new item, or one the bank lists (one chunk for both paths). */
const EditorPage = lazy(() =>
  import(/* webpackChunkName: "studio-bank-editor" */ '../features/question-bank/editor/components/editor-page').then((m) => ({
    default: m.EditorPage,
  })),
);

export const STUDIO_SECTIONS: readonly StudioSection[] = [
  {
    path: 'bank',
    label: 'bank',
    area: 'bank',
    Page: lazy(() =>
      import(/* webpackChunkName: "studio-bank" */ '../features/question-bank/list/components/bank-page').then((m) => ({
        default: m.BankPage,
      })),
    ),
  },
  {
    path: 'bank/new',
    label: 'bankItem',
    area: 'bank',
    nav: false,
    Page: EditorPage,
  },
  {
    path: 'bank/:subjectId/:topic/:key',
    label: 'bankItem',
    area: 'bank',
    nav: false,
    Page: EditorPage,
  },
  {
    path: 'review',
    label: 'review',
    area: 'bank_review',
    Page: lazy(() =>
      import(/* webpackChunkName: "studio-bank-review" */ '../features/question-bank/review/components/review-page').then((m) => ({
        default: m.ReviewPage,
      })),
    ),
  },
  {
    path: 'reports',
    label: 'reports',
    area: 'reports',
    Page: lazy(() =>
      import(/* webpackChunkName: "studio-reports" */ '../features/reports/inbox/components/reports-page').then((m) => ({
        default: m.ReportsPage,
      })),
    ),
    Summary: lazy(() =>
      import(/* webpackChunkName: "studio-reports" */ '../features/reports/inbox/components/open-reports-summary').then((m) => ({
        default: m.OpenReportsSummary,
      })),
    ),
  },
  {
    path: 'applications',
    label: 'applications',
    area: 'applications',
    partnerScope: 'university',
    Page: lazy(() =>
      import(/* webpackChunkName: "studio-partners" */ '../features/partners/lists/components/applications-page').then((m) => ({
        default: m.ApplicationsPage,
      })),
    ),
  },
  {
    path: 'leads',
    label: 'leads',
    area: 'leads',
    partnerScope: 'centre',
    Page: lazy(() =>
      import(/* webpackChunkName: "studio-partners" */ '../features/partners/lists/components/leads-page').then((m) => ({
        default: m.LeadsPage,
      })),
    ),
  },
  {
    path: 'payments',
    label: 'payments',
    area: 'payments',
    Page: lazy(() =>
      import(/* webpackChunkName: "studio-payments" */ '../features/payments/lookup/components/payments-page').then((m) => ({
        default: m.PaymentsPage,
      })),
    ),
  },
  {
    path: 'roles',
    label: 'roles',
    area: 'roles',
    Page: lazy(() =>
      import(/* webpackChunkName: "studio-roles" */ '../features/roles/admin/components/roles-page').then((m) => ({
        default: m.RolesPage,
      })),
    ),
  },
  {
    path: 'audit',
    label: 'audit',
    area: 'audit',
    Page: lazy(() =>
      import(/* webpackChunkName: "studio-audit" */ '../features/audit/log/components/audit-page').then((m) => ({ default: m.AuditPage })),
    ),
  },
  {
    path: 'operations',
    label: 'operations',
    area: 'remotes',
    Page: lazy(() =>
      import(/* webpackChunkName: "studio-operations" */ '../features/operations/remotes/components/remotes-page').then((m) => ({
        default: m.RemotesPage,
      })),
    ),
  },
  {
    path: 'files',
    label: 'files',
    area: 'content_files',
    Page: lazy(() =>
      import(/* webpackChunkName: "studio-files" */ '../features/content-files/upload/components/files-page').then((m) => ({
        default: m.FilesPage,
      })),
    ),
  },
  {
    path: 'olympiads',
    label: 'olympiads',
    area: 'olympiads',
    Page: lazy(() =>
      import(/* webpackChunkName: "studio-olympiads" */ '../features/olympiads/list/components/olympiads-page').then((m) => ({
        default: m.OlympiadsPage,
      })),
    ),
  },
  {
    path: 'olympiads/new',
    label: 'olympiads',
    area: 'olympiads',
    nav: false,
    Page: lazy(() =>
      import(/* webpackChunkName: "studio-olympiad-editor" */ '../features/olympiads/editor/components/olympiad-editor-page').then((m) => ({
        default: m.OlympiadEditorPage,
      })),
    ),
  },
  {
    path: 'olympiads/:id',
    label: 'olympiads',
    area: 'olympiads',
    nav: false,
    Page: lazy(() =>
      import(/* webpackChunkName: "studio-olympiad-editor" */ '../features/olympiads/editor/components/olympiad-editor-page').then((m) => ({
        default: m.OlympiadEditorPage,
      })),
    ),
  },
  {
    path: 'news',
    label: 'news',
    area: 'news',
    Page: lazy(() =>
      import(/* webpackChunkName: "studio-news" */ '../features/news/list/components/news-page').then((m) => ({ default: m.NewsPage })),
    ),
  },
  {
    path: 'news/new',
    label: 'news',
    area: 'news',
    nav: false,
    Page: lazy(() =>
      import(/* webpackChunkName: "studio-news-editor" */ '../features/news/editor/components/news-editor-page').then((m) => ({
        default: m.NewsEditorPage,
      })),
    ),
  },
  {
    path: 'news/:slug',
    label: 'news',
    area: 'news',
    nav: false,
    Page: lazy(() =>
      import(/* webpackChunkName: "studio-news-editor" */ '../features/news/editor/components/news-editor-page').then((m) => ({
        default: m.NewsEditorPage,
      })),
    ),
  },
];

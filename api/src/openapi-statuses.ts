// The error statuses each operation answers beyond the common ones (openapi.ts adds 400, 429, 503 to
// every call; 403 CSRF, 413, 415 to every write): 401 where a session is needed, 403 for refusals
// of the call's own, 404 for what the call names and does not find, 409 for a conflict with the
// current state. One table, read by the onRoute hook; the api tests check every answer they get
// against the document (ADR 032), and test/openapi-statuses.test.ts that every entry names an
// operation of it.
import type { ErrorStatus } from './openapi';

export const OPERATION_ERRORS: Record<string, ErrorStatus[]> = {
  // universities and reference lists
  'GET /api/university-info': [404],
  'POST /api/application-create': [401, 404, 409],
  'GET /api/applications': [401],
  'POST /api/user-interaction/store': [404],
  // accounts
  'POST /api/v2/profile/create': [401],
  'POST /api/auth/register': [401],
  'POST /api/telegram/webhook': [401, 404],
  'GET /api/profile/view': [401, 404],
  'GET /api/profile/result': [401, 404],
  'GET /api/profile/statistics': [401],
  'GET /api/profile/progress': [401],
  'GET /api/avatars/{file}': [404],
  'POST /api/profile-image-change': [401],
  'POST /api/profile/update': [401],
  'GET /api/mypage': [401],
  'POST /api/mypage': [401],
  'POST /api/profile/follow': [401, 404],
  'POST /api/profile/unfollow': [401, 404],
  'GET /api/profile/export': [401],
  'POST /api/profile/delete-sms': [401],
  'POST /api/profile/delete': [401],
  // topic tests
  'GET /api/subject': [404],
  'GET /api/test-info': [404],
  'GET /api/themed-order': [404],
  'POST /api/check-test': [403, 404, 409],
  'GET /api/check-test': [404],
  'GET /api/myresult': [401, 404],
  'GET /api/myresult/review': [403, 404],
  'POST /api/subject': [401, 404],
  'GET /api/savedtest': [401],
  'POST /api/feedback': [404],
  'POST /api/test-error/create': [404],
  'POST /api/comment': [401, 403, 404, 409],
  'POST /api/test-rating/create': [401, 403, 404, 409],
  // courses
  'GET /api/teacher-course/course': [404],
  'POST /api/teacher-course/save-course': [401, 404],
  'GET /api/teacher-course/recommended-courses': [404],
  'GET /api/teacher/info': [404],
  // exams
  'GET /api/exam/form': [404],
  'POST /api/exam/order': [401, 404, 409],
  'POST /api/dtm-order': [401, 409],
  'POST /api/virtual': [401, 409],
  'POST /api/nat-certificate/order': [401],
  'POST /api/private-order': [401, 404, 409],
  'GET /api/exam/active': [401],
  'POST /api/exam/answer': [401, 404, 409],
  'POST /api/exam/finish': [401, 404],
  'GET /api/exam/result': [401, 404, 409],
  // certificates and pictures
  'POST /api/certification': [401, 403, 404],
  'GET /api/certificate/check': [404],
  'GET /api/certificate/{file}': [401, 404],
  'GET /api/content-images/{file}': [404],
  // autotest
  'GET /api/auto-test/view': [404],
  'POST /api/auto-test/create': [401, 404, 409],
  'GET /api/auto-test/ticket': [401, 404],
  'POST /api/check-test/check': [401, 403, 404, 409],
  'POST /api/check-test/finish': [401, 404, 409],
  'GET /api/auto-test/result': [401, 404, 409],
  'POST /api/auto-test/save': [401, 404],
  'GET /api/auto-test/leaderboard': [404],
  // olympiads (SPEC §6: signed-in users only)
  'GET /api/olympic/olympics-list': [401],
  'GET /api/olympic/olympics-list-finish': [401],
  'GET /api/olympic/olympic-view': [401, 404],
  'GET /api/olympic/olympic-courses': [401, 404],
  'POST /api/olympic/olympic-order': [401, 404, 409],
  'GET /api/olympic/olympic-test': [401, 404],
  'POST /api/olympic/check-test': [401, 404, 409],
  'POST /api/olympic/olympic-finish-test': [401, 404],
  'POST /api/olympic/visibility': [401, 404],
  'GET /api/olympic/olympic-stats': [401, 404],
  'GET /api/olympic/olympic-review': [401, 404, 409],
  // Pro and payments (the providers' endpoints: 404 while the provider is not configured)
  'POST /api/payment-feedback-reason/create': [404],
  'POST /api/buy-premium': [401, 404],
  'GET /api/payment-order/view': [401, 404],
  'POST /api/payments/payme': [404],
  'POST /api/payments/click/prepare': [404],
  'POST /api/payments/click/complete': [404],
  // learning centres, news
  'POST /api/lead/send': [404],
  'GET /api/news/view': [404],
  // the review queue (ADR 044): a card that is not the caller's, or not due, or answered meanwhile
  'POST /api/review/answer': [404, 409],
  // the studio (ADR 052): staff only — 401 for a guest, 403 without the role
  'GET /api/studio/me': [401, 403],
  'GET /api/studio/roles': [401, 403],
  'POST /api/studio/roles': [401, 403, 404],
  'DELETE /api/studio/roles': [401, 403, 404, 409],
  'GET /api/studio/audit': [401, 403],
  'GET /api/studio/reports': [401, 403],
  'POST /api/studio/reports/{questionId}/dismiss': [401, 403, 404],
  'GET /api/studio/applications': [401, 403, 404],
  'GET /api/studio/leads': [401, 403, 404],
  'GET /api/studio/payments': [401, 403],
  // the studio's operations and content files (ADR 057)
  'GET /api/studio/remotes': [401, 403, 409],
  'POST /api/studio/remotes/{name}/switch': [401, 403, 404, 409],
  'POST /api/studio/remotes/{name}/rollback': [401, 403, 404, 409],
  'POST /api/studio/content-files/validate': [401, 403],
  'POST /api/studio/content-files/import': [401, 403],
  'GET /api/studio/content-files/jobs/{id}': [401, 403, 404],
};

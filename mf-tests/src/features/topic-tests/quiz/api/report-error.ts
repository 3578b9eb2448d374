import { api } from '@platform/shared/api';
import { okResponse, type ErrorReportBody } from '@platform/shared/topic-tests';

/** POST /test-error/create {error_id, message, question_id}: a "found an error" report. */
export function reportError(body: ErrorReportBody) {
  return api.post('/test-error/create', { schema: okResponse, body });
}

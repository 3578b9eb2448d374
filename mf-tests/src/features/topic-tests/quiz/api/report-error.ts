import { api } from '@platform/shared/api';
import { okResponse, type ErrorReportBody } from '@platform/shared/topic-tests';

/** POST /feedback {error_id, message, question_id} (SPEC §7 "Others"): a "found an error" report. */
export function reportError(body: ErrorReportBody) {
  return api.post('/feedback', { schema: okResponse, body });
}

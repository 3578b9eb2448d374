import { api } from '@platform/shared/api';
import { examOrderResponse, type ExamOrderBody } from '@platform/shared/exams';

/** POST /exam/order: starts the exam or continues the active one; `is_allowed: false` → /pro (SPEC §4). */
export function orderExam(body: ExamOrderBody) {
  return api.post('/exam/order', { schema: examOrderResponse, body });
}

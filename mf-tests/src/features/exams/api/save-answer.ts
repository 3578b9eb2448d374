import { api } from '@platform/shared/api';
import { examAnswerResponse, type ExamAnswerBody } from '@platform/shared/exams';

/** POST /exam/answer {id, option_id, seq}: saves or changes one answer; an older seq changes nothing. */
export function saveExamAnswer(body: ExamAnswerBody) {
  return api.post('/exam/answer', { schema: examAnswerResponse, body });
}

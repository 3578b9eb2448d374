// An exam start page's first query (`first` of /dtm, /virtual, /blok-test, /milliy-sertifikat; ADR 034): the form of the
// language the page starts in, fetched by the server with the page, which is rendered with it (ADR 060).
import type { RouteRequest } from '@platform/shared/routes';
import { EXAM_LANGUAGES, type ExamKind } from '@platform/shared/exams';
import { examFormQueryOptions } from '../api/exam-form';
import { ncDirectionsQueryOptions } from '../api/nat-certificate';

/** The viewer as `useViewer` names it once the session is known: a user by id, else a guest. */
export function examStartQueries(kind: ExamKind, { locale, userId }: RouteRequest) {
  return [examFormQueryOptions(kind, EXAM_LANGUAGES[0], locale, userId === null ? 'guest' : `user:${userId}`)];
}

/** /milliy-sertifikat: the subjects offered, with their languages (issue 33: rendered with them). */
export function natcertStartQueries({ locale }: RouteRequest) {
  return [ncDirectionsQueryOptions(locale)];
}

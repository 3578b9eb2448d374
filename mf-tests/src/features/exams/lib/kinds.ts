import { examResultPath, natcertResultPath, paths } from '@platform/shared/routes';
import type { ExamKind } from '@platform/shared/exams';

/** Where each exam kind starts and is taken (SPEC §2 routes). */
export const EXAM_PATHS: Record<ExamKind, { start: string; test: string }> = {
  dtm: { start: paths.dtm, test: `${paths.dtm}/test` },
  virtual: { start: paths.virtual, test: `${paths.virtual}/test` },
  block: { start: paths.blockTest, test: `${paths.blockTest}/test` },
  natcert: { start: paths.nationalCertificate, test: `${paths.nationalCertificate}/test` },
  // a private-university exam starts from a program card (its test page names the program: privateTestPath)
  private: { start: paths.universityRanking, test: paths.universityRanking },
};

/** `/xususiy-universitetlar/{universityId}/{directionName}/test`: a private program's running test (SPEC §2). */
export const privateTestPath = (universityId: number, programSlug: string) =>
  `${paths.privateUniversities}/${universityId}/${encodeURIComponent(programSlug)}/test`;

export { examResultPath, natcertResultPath };

/** Where a finished ticket's result is shown. */
export const resultPathOf = (ticket: { id: number; kind: string }) =>
  ticket.kind === 'natcert' ? natcertResultPath(ticket.id) : examResultPath(ticket.id);

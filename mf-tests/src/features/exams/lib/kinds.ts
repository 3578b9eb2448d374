import { paths } from '@platform/shared/routes';
import type { ExamKind } from '@platform/shared/exams';

/** Where each exam kind starts and is taken (SPEC §2 routes). */
export const EXAM_PATHS: Record<ExamKind, { start: string; test: string }> = {
  dtm: { start: paths.dtm, test: `${paths.dtm}/test` },
  virtual: { start: paths.virtual, test: `${paths.virtual}/test` },
  block: { start: paths.blockTest, test: `${paths.blockTest}/test` },
};

/** The result page of a finished exam ticket. */
export const examResultPath = (ticketId: number) => `${paths.results}/imtihon/${ticketId}`;

// Kind "exam-weights": writes the weights table by (kind, year); the subjects it names must exist.
import type { Db } from '../../db/client';
import { examWeight } from '../../db/schema';
import { itemsOf, subjectReferences } from './format';
import type { ExamWeightsFile } from './format-exam-weights';
import { subjectIds, upsertRows, type ImportResult } from './import-rows';

/** Writes a validated exam-weights file inside the import's transaction. */
export async function importExamWeights(tx: Db, file: ExamWeightsFile, input: unknown): Promise<Omit<ImportResult, 'kind'>> {
  await subjectIds(tx, input, subjectReferences(file));
  const written = {
    exams: await upsertRows(tx, examWeight, file.exams, ['kind', 'year'], ['name_uz', 'name_ru', 'minutes', 'sections']),
  };
  return { items: itemsOf(file), written, kept: 0 };
}

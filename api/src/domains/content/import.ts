// Writes a content file (format.ts) into the database in one transaction, by natural keys, so ids
// never change on a re-import (tickets, answers, saved courses and admissions refer to them). Each
// kind has its writer (import-*.ts); this file validates, takes the import lock and dispatches.
// Nothing is ever deleted by an import (see docs/content-import.md).
import { sql } from 'drizzle-orm';
import { inTransaction, type Db } from '../../db/client';
import { bumpContentVersion, contentChanged } from '../../lib/content-version';
import { validateContent } from './format';
import { importAutotest } from './import-autotest';
import { importBank } from './import-bank';
import { importCourses } from './import-courses';
import { importLearningCentres } from './import-learning-centres';
import { importPro } from './import-pro';
import { importExamWeights } from './import-exam-weights';
import { importNationalCertificate } from './import-national-certificate';
import { importReference } from './import-reference';
import { importTopicTests } from './import-topic-tests';
import { importUniversities } from './import-universities';
import { ContentImportError, type ImportOptions, type ImportResult } from './import-rows';

export { ContentImportError, contentImageUrl, sha256Of, type ImportCounts, type ImportOptions, type ImportResult } from './import-rows';

/** Serialises imports (two api instances seeding at once, or the CLI next to a seed). */
const IMPORT_LOCK = 0x636f6e74; // "cont"

/**
 * Validates `input` (any JSON value) and writes it in one transaction. Throws ContentImportError
 * naming every problem when the file is invalid or refers to something that does not exist.
 */
export async function importContent(db: Db, input: unknown, { now = new Date(), readAsset }: ImportOptions = {}): Promise<ImportResult> {
  const validated = validateContent(input);
  if (!validated.success) throw new ContentImportError(validated.errors);
  const file = validated.data;
  const imported = await inTransaction(db, async (tx) => {
    await tx.execute(sql.raw(`select pg_advisory_xact_lock(${IMPORT_LOCK})`));
    // catalogue caches drop their answers when this commits (lib/content-version.ts)
    await bumpContentVersion(tx);
    const result =
      file.kind === 'topic-tests'
        ? await importTopicTests(tx, file, input, now)
        : file.kind === 'bank'
          ? await importBank(tx, file, input, now)
          : file.kind === 'reference'
            ? await importReference(tx, file)
            : file.kind === 'universities'
              ? await importUniversities(tx, file, input)
              : file.kind === 'courses'
                ? await importCourses(tx, file, input, now)
                : file.kind === 'pro'
                  ? await importPro(tx, file)
                  : file.kind === 'exam-weights'
                    ? await importExamWeights(tx, file, input)
                    : file.kind === 'national-certificate'
                      ? await importNationalCertificate(tx, file, input, now)
                      : file.kind === 'learning-centres'
                        ? await importLearningCentres(tx, file, input, now)
                        : await importAutotest(tx, file, input, now, readAsset);
    return { kind: file.kind, ...result };
  });
  contentChanged();
  return imported;
}

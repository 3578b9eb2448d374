// Kind "national-certificate" (format version 3, ADR 042): writes the subject's specification
// (`nc_spec`, one row per subject) and the typed items of each set by (subject, language, variant,
// key) — what the screen shows in `body`, how it is checked in `answer_key`, the topic and the
// explanation. The file is the subject's whole content: an item of the subject that it no longer
// holds is retired (kept for the tickets that refer to it, never drawn again), and one it holds again
// returns. Pictures go to the same store as the topic tests'. Nothing is deleted. An uz item gets its
// Cyrillic beside it (`text_cyrl`, `body_cyrl`, `explanation_cyrl`: docs/decisions/043).
import { and, eq, inArray } from 'drizzle-orm';
import type { NcItemKey } from '@platform/shared/exams';
import type { Db } from '../../db/client';
import { ncItem, ncSpec } from '../../db/schema';
import { itemsOf, subjectReferences } from './format';
import { LANGUAGE_IDS, enginePart, type NationalCertificateFile, type NcItem } from './format-national-certificate';
import { chunks, contentImageUrl, sha256Of, storeImages, subjectIds, upsertRows, type ImportResult } from './import-rows';
import { ncWithCyrillic } from './cyrillic';

/** What the screen shows of an item, and its answer key. */
function stored(item: NcItem): { body: { options?: string[]; left?: string[]; right?: string[] }; answer_key: NcItemKey } {
  switch (item.type) {
    case 'single':
      return { body: { options: item.options }, answer_key: { type: 'single', correct: 'ABCD'.indexOf(item.answer) } };
    case 'matching':
      return {
        body: { left: item.pairs.map((p) => p.left), right: item.pairs.map((p) => p.right) },
        answer_key: { type: 'matching', size: item.pairs.length },
      };
    case 'short':
      return { body: {}, answer_key: { type: 'short', answers: item.answers, numeric: item.numeric } };
    case 'essay':
      return { body: {}, answer_key: { type: 'essay' } };
  }
}

/** Writes a validated national-certificate file inside the import's transaction. */
export async function importNationalCertificate(
  tx: Db,
  file: NationalCertificateFile,
  input: unknown,
  now: Date,
): Promise<Omit<ImportResult, 'kind'>> {
  const subjectId = (await subjectIds(tx, input, subjectReferences(file))).get(file.subject)!;
  const spec = {
    subject_id: subjectId,
    source: file.spec.source,
    minutes: file.spec.minutes,
    parts: file.spec.parts.map(enginePart),
    note_uz: file.spec.note_uz ?? null,
    note_ru: file.spec.note_ru ?? null,
  };
  const images = new Map<string, string>();
  const rows = file.sets.flatMap((set) =>
    set.items.map((item, position) => {
      let image: string | null = null;
      if (item.image) {
        const sha = sha256Of(item.image.trim());
        images.set(sha, item.image.trim());
        image = contentImageUrl(sha);
      }
      return {
        subject_id: subjectId,
        language_id: LANGUAGE_IDS[set.language],
        variant: set.variant,
        year: set.year,
        key: item.key,
        position,
        type: item.type,
        text: item.text,
        image,
        points: item.points,
        topic: item.topic,
        explanation: item.explanation,
        retired: false,
        ...stored(item),
      };
    }),
  );
  const held = new Set(rows.map((r) => `${r.language_id}/${r.variant}/${r.key}`));
  const written = {
    specs: await upsertRows(tx, ncSpec, [spec], ['subject_id'], ['source', 'minutes', 'parts', 'note_uz', 'note_ru']),
    images: await storeImages(tx, images, now),
    items: await upsertRows(
      tx,
      ncItem,
      ncWithCyrillic(rows, () => file.subject),
      ['subject_id', 'language_id', 'variant', 'key'],
      [
        'year',
        'position',
        'type',
        'text',
        'image',
        'points',
        'body',
        'answer_key',
        'topic',
        'explanation',
        'retired',
        'text_cyrl',
        'body_cyrl',
        'explanation_cyrl',
      ],
    ),
    retired: 0,
  };
  // the subject's items the file no longer holds: retired, not deleted (tickets refer to them)
  const live = await tx
    .select({ id: ncItem.id, language_id: ncItem.language_id, variant: ncItem.variant, key: ncItem.key })
    .from(ncItem)
    .where(and(eq(ncItem.subject_id, subjectId), eq(ncItem.retired, false)));
  const gone = live.filter((r) => !held.has(`${r.language_id}/${r.variant}/${r.key}`)).map((r) => r.id);
  for (const part of chunks(gone)) {
    await tx.update(ncItem).set({ retired: true }).where(inArray(ncItem.id, part));
    written.retired += part.length;
  }
  return { items: itemsOf(file), written, kept: 0 };
}

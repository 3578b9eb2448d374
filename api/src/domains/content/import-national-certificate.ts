// Kind "national-certificate" (format version 2): writes the typed items of each set by (subject,
// language, year, key) — what the screen shows in `body`, how it is checked in `answer_key`.
// Pictures go to the same store as the topic tests'. Nothing is deleted. An uz item gets its Cyrillic
// beside it (`text_cyrl`, `body_cyrl`: docs/decisions/043).
import type { NcItemKey } from '@platform/shared/exams';
import type { Db } from '../../db/client';
import { ncItem } from '../../db/schema';
import { itemsOf, subjectReferences } from './format';
import { LANGUAGE_IDS, type NationalCertificateFile, type NcItem } from './format-national-certificate';
import { contentImageUrl, sha256Of, storeImages, subjectIds, upsertRows, type ImportResult } from './import-rows';
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
  const subjectId = await subjectIds(tx, input, subjectReferences(file));
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
        subject_id: subjectId.get(set.subject)!,
        language_id: LANGUAGE_IDS[set.language],
        year: set.year,
        key: item.key,
        position,
        type: item.type,
        text: item.text,
        image,
        points: item.points,
        ...stored(item),
      };
    }),
  );
  const slugOf = new Map([...subjectId].map(([slug, id]) => [id, slug]));
  const written = {
    images: await storeImages(tx, images, now),
    items: await upsertRows(
      tx,
      ncItem,
      ncWithCyrillic(rows, (id) => slugOf.get(id)),
      ['subject_id', 'language_id', 'year', 'key'],
      ['position', 'type', 'text', 'image', 'points', 'body', 'answer_key', 'text_cyrl', 'body_cyrl'],
    ),
  };
  return { items: itemsOf(file), written, kept: 0 };
}

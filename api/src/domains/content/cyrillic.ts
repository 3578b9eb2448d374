// The Cyrillic of the uz content (docs/decisions/043): every writer of uz text puts its Cyrillic
// beside it (`*_cyrl` columns), made by @platform/shared/translit at import time, so a uz-Cyrl
// request reads it instead of transliterating per request.
import { toCyrillic } from '@platform/shared/translit';

/**
 * Subjects whose Russian texts quote Uzbek words in Latin («kitob» soʻzi): there a Latin word of the ru
 * text is Uzbek, so the ru text is not used to keep words in Latin.
 */
const QUOTES_UZBEK = new Set(['ona-tili', 'adabiyot']);

/**
 * The Cyrillic of an Uzbek text; `ru`, the same text in Russian, tells which Latin words are not
 * Uzbek (English sentences, formulas, code, brand names) and stay as written.
 */
export function cyrillicOf(uz: string, ru?: string | null, subject?: string): string {
  return toCyrillic(uz, { keep: ru == null || (subject !== undefined && QUOTES_UZBEK.has(subject)) ? undefined : ru });
}

/** `cyrillicOf`, null for no text. */
export function cyrillicOrNull(uz: string | null | undefined, ru?: string | null, subject?: string): string | null {
  return uz == null ? null : cyrillicOf(uz, ru, subject);
}

/** Rows with `<base>_uz` and `<base>_ru` columns, each with its `<base>_cyrl` added. */
export function withCyrillic<T extends Record<string, unknown>>(rows: readonly T[], ...bases: string[]): T[] {
  return rows.map((row) => {
    const added: Record<string, unknown> = { ...row };
    for (const base of bases) {
      const uz = row[`${base}_uz`];
      const ru = row[`${base}_ru`];
      added[`${base}_cyrl`] = typeof uz === 'string' ? cyrillicOf(uz, typeof ru === 'string' ? ru : null) : null;
    }
    return added as T;
  });
}

/** A national-certificate item row as the import writes it (import-national-certificate.ts). */
interface NcRow {
  subject_id: number;
  language_id: number;
  variant: number;
  key: string;
  text: string;
  explanation: string | null;
  body: { options?: string[]; left?: string[]; right?: string[] };
}

/**
 * National-certificate item rows with their Cyrillic: an uz item (language 1) gets `text_cyrl`,
 * `body_cyrl` and `explanation_cyrl`, its ru version (same subject, variant and key) telling which Latin
 * words to keep; a ru item gets nulls. `slugOf` names a row's subject (for the subjects whose ru texts quote Uzbek).
 */
export function ncWithCyrillic<T extends NcRow>(
  rows: readonly T[],
  slugOf: (subjectId: number) => string | undefined,
): (T & { text_cyrl: string | null; body_cyrl: NcRow['body'] | null; explanation_cyrl: string | null })[] {
  const keyOf = (r: NcRow) => `${r.subject_id}/${r.variant}/${r.key}`;
  const russian = new Map(rows.filter((r) => r.language_id === 2).map((r) => [keyOf(r), r]));
  return rows.map((row) => {
    if (row.language_id !== 1) return { ...row, text_cyrl: null, body_cyrl: null, explanation_cyrl: null };
    const ru = russian.get(keyOf(row));
    const subject = slugOf(row.subject_id);
    const list = (uz: string[] | undefined, other: string[] | undefined) => uz?.map((t, i) => cyrillicOf(t, other?.[i], subject));
    const body: NcRow['body'] = {};
    if (row.body.options) body.options = list(row.body.options, ru?.body.options);
    if (row.body.left) body.left = list(row.body.left, ru?.body.left);
    if (row.body.right) body.right = list(row.body.right, ru?.body.right);
    return {
      ...row,
      text_cyrl: cyrillicOf(row.text, ru?.text, subject),
      body_cyrl: body,
      explanation_cyrl: cyrillicOrNull(row.explanation, ru?.explanation, subject),
    };
  });
}

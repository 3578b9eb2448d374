// One content file checked without the database (`npm run content -- validate <file>` and the studio's
// files page, ADR 057): the file's schema and rules, a bank's rules on its items, the subjects it names
// against the seed's reference list, an autotest bank's pictures. Every problem is one line with its
// path, as docs/content-import.md shows them.
import { formatProblem, itemsOf, subjectReferences, validateContent, type ContentFile } from './format';
import { bankFileProblems } from './gate';
import { ContentImportError } from './import';
import { readAutotestImages, type AssetReader } from './import-autotest';
import { REFERENCE_FILE, readContentFile } from './seed';

export interface FileCheck {
  /** the file's kind (a valid file without one holds topic tests); for an invalid file, the one it names */
  kind: string | null;
  /** what a valid file holds (tests, questions, images…); empty when it has errors */
  items: Record<string, number>;
  errors: string[];
}

/** The text of a JSON file (a byte-order mark is dropped), or its one error line. */
export function parseContentText(file: string, text: string): { input: unknown } | { error: string } {
  try {
    return { input: JSON.parse(text.replace(/^\uFEFF/, '')) as unknown };
  } catch (error) {
    return { error: `${file}: not valid JSON: ${(error as Error).message}` };
  }
}

const kindOf = (input: unknown) =>
  typeof input === 'object' && input !== null && typeof (input as { kind?: unknown }).kind === 'string'
    ? (input as { kind: string }).kind
    : null;

/**
 * Checks a parsed file. `file` is its path under content/ (a bank's folder and name are checked
 * against its subject and topic) or only its name; `readAsset` reads the pictures beside it (none:
 * an autotest bank's pictures cannot be read, each one an error).
 */
export function checkContentFile(input: unknown, file: string, readAsset?: AssetReader): FileCheck & { data?: ContentFile } {
  const kind = kindOf(input);
  const result = validateContent(input);
  // a bank's rules on items run on the file as read: reported together with the schema's
  const bankLines = bankFileProblems(file, input).errors;
  if (!result.success || bankLines.length) return { kind, items: {}, errors: [...(result.success ? [] : result.errors), ...bankLines] };
  // the database is not opened: subjects are checked against the seed's reference lists
  const known = new Set(readContentFile(REFERENCE_FILE, 'reference').subjects.map((s) => s.slug));
  const unknown = subjectReferences(result.data).flatMap((r) =>
    known.has(r.slug) ? [] : [formatProblem(input, r.path, `no subject with the slug "${r.slug}"`)],
  );
  if (unknown.length) return { kind, items: {}, errors: [...unknown, `known subjects: ${[...known].join(', ')}`] };
  if (result.data.kind === 'autotest') {
    try {
      readAutotestImages(result.data, input, readAsset);
    } catch (error) {
      if (error instanceof ContentImportError) return { kind, items: {}, errors: error.lines };
      throw error;
    }
  }
  return { kind: result.data.kind, items: itemsOf(result.data), errors: [], data: result.data };
}

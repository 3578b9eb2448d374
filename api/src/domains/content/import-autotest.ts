// Kind "autotest": writes the driving-theory bank by natural keys (category slug, question key,
// ticket number), its pictures as content images (read from the files beside the bank, checked
// like every inline SVG). A ticket's 20 places are rewritten to the file's order; nothing is deleted
// (attempts refer to questions a later file may no longer list). The uz texts get their Cyrillic
// beside them (`*_cyrl`, docs/decisions/043), the ru texts telling which Latin words to keep.
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { autotestCategory, autotestQuestion, autotestTest, autotestTestQuestion } from '../../db/schema';
import type { AutotestFile } from './format-autotest';
import { formatProblem, itemsOf } from './format';
import { ContentImportError, chunks, sha256Of, storeImages, upsertRows, type ImportResult } from './import-rows';
import { cyrillicOf, withCyrillic } from './cyrillic';
import { svgProblem } from '@platform/shared/bank-item';

/** Reads a file beside the bank (`signs/2.1.svg`) as text; null when there is none. */
export type AssetReader = (relativePath: string) => string | null;

const QUESTION_COLUMNS = [
  'category_id',
  'image',
  'rule',
  'answer',
  'text_uz',
  'text_ru',
  'options_uz',
  'options_ru',
  'explanation_uz',
  'explanation_ru',
  'text_cyrl',
  'options_cyrl',
  'explanation_cyrl',
];

/** The bank's pictures by path → SHA-256 and markup; every unreadable or refused picture is one error line. */
export function readAutotestImages(
  file: AutotestFile,
  input: unknown,
  readAsset: AssetReader | undefined,
): Map<string, { sha: string; svg: string }> {
  const paths = new Map<string, number>();
  file.questions.forEach((q, i) => {
    if (q.image && !paths.has(q.image)) paths.set(q.image, i);
  });
  const images = new Map<string, { sha: string; svg: string }>();
  const problems: string[] = [];
  for (const [image, i] of paths) {
    const svg = readAsset ? readAsset(image) : null;
    const problem =
      svg === null ? 'cannot read it (pictures are files beside the bank, e.g. content/autotest/signs/2.1.svg)' : svgProblem(svg);
    if (problem) problems.push(formatProblem(input, ['questions', i, 'image'], `${image}: ${problem}`));
    else images.set(image, { sha: sha256Of(svg!.trim()), svg: svg!.trim() });
  }
  if (problems.length) throw new ContentImportError(problems);
  return images;
}

/** Writes a validated autotest bank inside the import's transaction. */
export async function importAutotest(
  tx: Db,
  file: AutotestFile,
  input: unknown,
  now: Date,
  readAsset: AssetReader | undefined,
): Promise<Omit<ImportResult, 'kind'>> {
  const images = readAutotestImages(file, input, readAsset);
  const written = {
    categories: await upsertRows(
      tx,
      autotestCategory,
      withCyrillic(
        file.categories.map((c, sort) => ({ ...c, sort })),
        'name',
      ),
      ['slug'],
      ['name_uz', 'name_ru', 'name_cyrl', 'sort'],
    ),
    questions: 0,
    tickets: 0,
    ticket_questions: 0,
    images: await storeImages(tx, new Map([...images.values()].map((i) => [i.sha, i.svg])), now),
  };
  const categoryId = new Map(
    (await tx.select({ id: autotestCategory.id, slug: autotestCategory.slug }).from(autotestCategory)).map((c) => [c.slug, c.id]),
  );
  written.questions = await upsertRows(
    tx,
    autotestQuestion,
    file.questions.map((q) => ({
      key: q.key,
      category_id: categoryId.get(q.category)!,
      image: q.image ? images.get(q.image)!.sha : null,
      rule: q.rule,
      answer: q.answer,
      text_uz: q.uz.text,
      text_ru: q.ru.text,
      options_uz: q.uz.options,
      options_ru: q.ru.options,
      explanation_uz: q.uz.explanation,
      explanation_ru: q.ru.explanation,
      text_cyrl: cyrillicOf(q.uz.text, q.ru.text),
      options_cyrl: q.uz.options.map((o, i) => cyrillicOf(o, q.ru.options[i])),
      explanation_cyrl: cyrillicOf(q.uz.explanation, q.ru.explanation),
    })),
    ['key'],
    QUESTION_COLUMNS,
  );
  const questionId = new Map<string, number>();
  for (const part of chunks(
    file.questions.map((q) => q.key),
    1000,
  )) {
    for (const row of await tx
      .select({ id: autotestQuestion.id, key: autotestQuestion.key })
      .from(autotestQuestion)
      .where(inArray(autotestQuestion.key, part)))
      questionId.set(row.key, row.id);
  }
  written.tickets = await upsertRows(
    tx,
    autotestTest,
    file.tickets.map((t) => ({ number: t.number, premium: t.premium })),
    ['number'],
    ['premium'],
  );
  const numbers = file.tickets.map((t) => t.number);
  const testId = new Map(
    (numbers.length
      ? await tx
          .select({ id: autotestTest.id, number: autotestTest.number })
          .from(autotestTest)
          .where(inArray(autotestTest.number, numbers))
      : []
    ).map((t) => [t.number, t.id]),
  );
  written.ticket_questions = await upsertRows(
    tx,
    autotestTestQuestion,
    file.tickets.flatMap((t) =>
      t.questions.map((key, position) => ({ test_id: testId.get(t.number)!, position, question_id: questionId.get(key)! })),
    ),
    ['test_id', 'position'],
    ['question_id'],
  );
  return {
    items: itemsOf(file),
    written,
    kept: 0,
  };
}

// Content import (docs/content-import.md): the legacy topic-tests format's rules and its error lines,
// the import's idempotency and stable ids, the pictures route, and the seed of the question banks
// (content/banks: every bank's items re-checked by the content gate, test/content-gate.test.ts, and
// the generated ones by their generators' tests, tools/generators/__tests__).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { errorBodySchema } from '@platform/shared/contracts';
import { appMeta, contentImage, errorType, question, questionOption, subject, themedTest } from '../../../db/schema';
import { seed } from '../../../seed';
import { createTestApp, type TestContext } from '../../../../test/helpers';
import { validateContent } from '../format';
import { ContentImportError, importContent, sha256Of } from '../import';
import { CONTENT_DIR, REFERENCE_FILE, fileHash, hashKey, bankSubjects, seedContentFile, seedFiles } from '../seed';
import { MAX_SVG_BYTES, svgProblem } from '@platform/shared/bank-item';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** A file of content/ as written (defaults not applied). */
const rawFile = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, file), 'utf8'));
/** The question banks the seed loads: subject → its topic files (content/banks/<subject>/*.json). */
const banks = new Map(
  bankSubjects().map((slug) => [slug, fs.readdirSync(path.join(CONTENT_DIR, 'banks', slug)).filter((f) => f.endsWith('.json'))]),
);
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20"><circle cx="10" cy="10" r="8" fill="#1E88E5"/></svg>';

interface SampleQuestion {
  key: string;
  text: string;
  image?: string;
  ball?: number;
  options: { text: string; image?: string }[];
  answer?: string;
}

function sampleQuestions(count: number): SampleQuestion[] {
  return Array.from({ length: count }, (_, i) => ({
    key: `q${String(i + 1).padStart(2, '0')}`,
    text: `${i + 1} + ${i + 1} = ?`,
    options: [0, 1, 2, 3].map((k) => ({ text: String(2 * (i + 1) + k) })),
    answer: 'A',
  }));
}

/** A small valid file: one mathematics lesson in uz and ru (a fresh object on every call). */
function sampleFile(): { version: number; subjects: { slug: string; tests: Record<string, unknown>[] }[] } {
  const uz = sampleQuestions(6);
  uz[1] = { ...uz[1], image: SVG, ball: 3.1 };
  uz[2] = { ...uz[2], options: [{ text: '', image: SVG }, ...uz[2].options.slice(1)], answer: 'C' };
  return {
    version: 1,
    subjects: [
      {
        slug: 'matematika',
        tests: [
          { key: 'kasrlar', language: 'uz', name: 'Kasrlar (sinov)', questions: uz },
          {
            key: 'kasrlar',
            language: 'ru',
            name: 'Дроби (проверка)',
            sort: 9,
            opens_at: '2030-01-01T09:00:00+05:00',
            questions: sampleQuestions(3),
          },
        ],
      },
    ],
  };
}

type Sample = ReturnType<typeof sampleFile>;
const questionsOf = (file: Sample, test = 0) => file.subjects[0].tests[test].questions as SampleQuestion[];

function errorsOf(input: unknown): string[] {
  const result = validateContent(input);
  assert.equal(result.success, false, 'the file should be refused');
  return result.success ? [] : result.errors;
}

// ── the format ─────────────────────────────────────────────────────────────────────────────────

describe('content format: every problem is one line naming the item and the field', () => {
  it('accepts the sample file and applies the defaults', () => {
    const result = validateContent(sampleFile());
    assert.ok(result.success, result.success ? '' : result.errors.join('\n'));
    assert.ok(result.data.kind === 'topic-tests');
    const q = result.data.subjects[0].tests[0].questions;
    assert.equal(q[0].ball, 5);
    assert.equal(q[1].ball, 3.1);
    assert.equal(q[2].options[0].text, '');
  });

  it('three options', () => {
    const file = sampleFile();
    questionsOf(file)[5].options.pop();
    assert.deepEqual(errorsOf(file), [
      'subjects[0].tests[0].questions[5].options: expected 4 options (question "q06" of test "kasrlar" uz)',
    ]);
  });

  it('five options', () => {
    const file = sampleFile();
    questionsOf(file)[0].options.push({ text: 'extra' });
    assert.deepEqual(errorsOf(file), [
      'subjects[0].tests[0].questions[0].options: expected 4 options (question "q01" of test "kasrlar" uz)',
    ]);
  });

  it('a missing answer, and an answer that is not one letter A–D (so two answers cannot be written)', () => {
    const file = sampleFile();
    delete questionsOf(file, 1)[2].answer;
    questionsOf(file)[3].answer = 'AB';
    assert.deepEqual(errorsOf(file), [
      'subjects[0].tests[0].questions[3].answer: expected one of A, B, C, D (question "q04" of test "kasrlar" uz)',
      'subjects[0].tests[1].questions[2].answer: missing: the letter of the correct option, one of A, B, C, D (question "q03" of test "kasrlar" ru)',
    ]);
  });

  it('an SVG with a script', () => {
    const file = sampleFile();
    questionsOf(file)[4].image = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    assert.deepEqual(errorsOf(file), [
      'subjects[0].tests[0].questions[4].image: <script> is not allowed (question "q05" of test "kasrlar" uz)',
    ]);
  });

  it('an option picture with an event handler names the option', () => {
    const file = sampleFile();
    questionsOf(file)[2].options[0].image = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>';
    assert.deepEqual(errorsOf(file), [
      'subjects[0].tests[0].questions[2].options[0].image: event handler attribute onload on <svg> is not allowed (option A of question "q03" of test "kasrlar" uz)',
    ]);
  });

  it('bad keys, a duplicate key, an empty text and an empty option without a picture', () => {
    const file = sampleFile();
    file.subjects[0].tests[0].key = 'Kasrlar 1';
    file.subjects[0].tests[1].key = 'Kasrlar 1';
    questionsOf(file)[1].key = 'q01';
    questionsOf(file)[0].text = '   ';
    questionsOf(file)[4].options[3].text = '';
    assert.deepEqual(errorsOf(file), [
      'subjects[0].tests[0].key: only lowercase latin letters, digits and hyphens ([a-z0-9-]) (test "Kasrlar 1" uz of subject "matematika")',
      'subjects[0].tests[0].questions[0].text: must not be empty (question "q01" of test "Kasrlar 1" uz)',
      'subjects[0].tests[0].questions[4].options[3].text: empty, and the option has no image (option D of question "q05" of test "Kasrlar 1" uz)',
      'subjects[0].tests[0].questions[1].key: duplicate key "q01" (also questions[0]) (question "q01" of test "Kasrlar 1" uz)',
      'subjects[0].tests[1].key: only lowercase latin letters, digits and hyphens ([a-z0-9-]) (test "Kasrlar 1" ru of subject "matematika")',
    ]);
    // fixed but for the duplicate: that line alone
    file.subjects[0].tests[0].key = 'kasrlar';
    file.subjects[0].tests[1].key = 'kasrlar';
    questionsOf(file)[0].text = 'ok';
    questionsOf(file)[4].options[3].text = 'ok';
    assert.deepEqual(errorsOf(file), [
      'subjects[0].tests[0].questions[1].key: duplicate key "q01" (also questions[0]) (question "q01" of test "kasrlar" uz)',
    ]);
  });

  it('unknown and missing fields, a wrong version, a bad date, equal options, too many questions', () => {
    const file = sampleFile() as Sample & { extra?: number };
    file.version = 2;
    file.subjects[0].tests[1].opens_at = 'next monday';
    delete file.subjects[0].tests[1].name;
    (questionsOf(file)[0] as unknown as Record<string, unknown>).anwser = 'B';
    assert.deepEqual(errorsOf(file), [
      'version: expected 1 (the format version)',
      'subjects[0].tests[0].questions[0]: unknown field "anwser" (question "q01" of test "kasrlar" uz)',
      'subjects[0].tests[1].name: missing (expected string) (test "kasrlar" ru of subject "matematika")',
      'subjects[0].tests[1].opens_at: expected an ISO date-time with a zone, e.g. 2025-09-01T09:00:00+05:00, or null (test "kasrlar" ru of subject "matematika")',
    ]);
    const equal = sampleFile();
    questionsOf(equal)[1].options[2].text = questionsOf(equal)[1].options[1].text;
    assert.deepEqual(errorsOf(equal), [
      'subjects[0].tests[0].questions[1].options[2]: same text and image as option B (option C of question "q02" of test "kasrlar" uz)',
    ]);
    const big = sampleFile();
    big.subjects[0].tests[0].questions = sampleQuestions(201);
    assert.deepEqual(errorsOf(big), [
      'subjects[0].tests[0].questions: at most 200 questions per test (test "kasrlar" uz of subject "matematika")',
    ]);
    assert.ok(
      validateContent({
        ...sampleFile(),
        subjects: [{ slug: 'matematika', tests: [{ ...sampleFile().subjects[0].tests[0], questions: sampleQuestions(200) }] }],
      }).success,
    );
  });

  it('the same test twice, and input that is not a file at all', () => {
    const file = sampleFile();
    file.subjects[0].tests[1].language = 'uz';
    assert.deepEqual(errorsOf(file), [
      'subjects[0].tests[1].key: the uz version of "kasrlar" is also tests[0] (test "kasrlar" uz of subject "matematika")',
    ]);
    assert.equal(errorsOf(null).length, 1);
    assert.match(errorsOf(null)[0], /^\(file\): /);
    assert.deepEqual(errorsOf({ version: 1, subjects: [] }), ['subjects: a file needs at least one subject']);
  });

  it('SVG rules: one element, nothing that runs or reaches outside, at most 64 KB', () => {
    const ok = [
      SVG,
      '  <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><defs><linearGradient id="g"/></defs><rect fill="url(#g)"/><use xlink:href="#g"/></svg>\n',
      '<svg xmlns="http://www.w3.org/2000/svg"><!-- a comment --><style>rect { fill: url(#g) }</style><text>3 &lt; 4 &amp; &#960;</text></svg>',
    ];
    for (const svg of ok) assert.equal(svgProblem(svg), null, svg);
    const bad: [string, RegExp][] = [
      ['<div>not svg</div>', /must start with <svg/],
      ['<svg></svg><svg></svg>', /more markup after/],
      ['<svg><rect></svg>', /closes <rect>/],
      ['<svg><g>', /not closed/],
      ['<svg><SCRIPT>x</SCRIPT></svg>', /<SCRIPT> is not allowed/],
      ['<svg><foreignObject><div/></foreignObject></svg>', /<foreignObject> is not allowed/],
      ['<svg><rect ONCLICK="x()"/></svg>', /event handler/],
      ['<svg><image href="https://example.com/a.png"/></svg>', /external reference href=/],
      ['<svg><use xlink:href="other.svg#a"/></svg>', /external reference xlink:href=/],
      ['<svg><rect fill="url(http://evil/x)"/></svg>', /external reference url\(http/],
      ['<svg><rect style="fill: u&#114;l(http://evil/x)"/></svg>', /external reference url\(http/],
      ['<svg><style>@import "http://evil/x.css";</style></svg>', /@import/],
      ['<svg><style>rect { fill: \\75 rl(http://evil) }</style></svg>', /CSS escapes/],
      ['<svg><a href="#x"><set attributeName="href" to="javascript:alert(1)"/></a></svg>', /javascript:|animating href/],
      ['<!DOCTYPE svg><svg></svg>', /must start with <svg/],
      ['<svg><!ENTITY x "y"></svg>', /declarations/],
      ['<svg><text>&nbsp;</text></svg>', /unknown entity/],
      ['<svg><text>a & b</text></svg>', /bare &/],
      [`<svg><text>${'x'.repeat(MAX_SVG_BYTES)}</text></svg>`, /larger than 64 KB/],
    ];
    for (const [svg, reason] of bad) assert.match(svgProblem(svg) ?? 'accepted', reason, svg.slice(0, 80));
  });
});

// ── the import, the pictures route, the seed ───────────────────────────────────────────────────

let ctx: TestContext;
before(async () => {
  ctx = await createTestApp();
});
after(async () => {
  await ctx?.close();
});

async function snapshot(subjectSlug: string, lessonKey: string) {
  const db = ctx.database.db;
  const tests = await db
    .select({
      id: themedTest.id,
      language_id: themedTest.language_id,
      name: themedTest.name,
      sort: themedTest.sort,
      opens_at: themedTest.opens_at,
    })
    .from(themedTest)
    .innerJoin(subject, eq(subject.id, themedTest.subject_id))
    .where(and(eq(subject.slug, subjectSlug), eq(themedTest.lesson_key, lessonKey)))
    .orderBy(asc(themedTest.language_id));
  const ids = tests.map((t) => t.id);
  const questions = ids.length
    ? await db.select().from(question).where(inArray(question.test_id, ids)).orderBy(asc(question.test_id), asc(question.position))
    : [];
  const options = questions.length
    ? await db
        .select()
        .from(questionOption)
        .where(
          inArray(
            questionOption.question_id,
            questions.map((q) => q.id),
          ),
        )
        .orderBy(asc(questionOption.question_id), asc(questionOption.position))
    : [];
  return { tests, questions, options };
}

describe('importContent', () => {
  it('refuses an unknown subject, naming it, and writes nothing', async () => {
    const before = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(themedTest);
    const file = sampleFile();
    file.subjects.push({ slug: 'fizikaa', tests: [{ ...file.subjects[0].tests[0] }] });
    await assert.rejects(importContent(ctx.database.db, file), (error: unknown) => {
      assert.ok(error instanceof ContentImportError);
      assert.equal(error.lines[0], 'subjects[1].slug: no subject with the slug "fizikaa" (subject "fizikaa")');
      assert.match(error.lines[1], /^known subjects: ona-tili, matematika, /);
      return true;
    });
    const afterCount = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(themedTest);
    assert.deepEqual(afterCount, before);
  });

  it('refuses an invalid file with the validation lines', async () => {
    const file = sampleFile();
    questionsOf(file)[5].options.pop();
    await assert.rejects(importContent(ctx.database.db, file), (error: unknown) => {
      assert.ok(error instanceof ContentImportError);
      assert.deepEqual(error.lines, [
        'subjects[0].tests[0].questions[5].options: expected 4 options (question "q06" of test "kasrlar" uz)',
      ]);
      return true;
    });
  });

  it('imports, and a re-import of the same file changes nothing (same ids, nothing written)', async () => {
    const first = await importContent(ctx.database.db, sampleFile());
    assert.deepEqual({ ...first.items, kept: first.kept }, { tests: 2, questions: 9, options: 36, images: 1, kept: 0 });
    assert.deepEqual(first.written, { tests: 2, questions: 9, options: 36, images: 1 });
    const stored = await snapshot('matematika', 'kasrlar');
    assert.equal(stored.tests.length, 2);
    const [uz, ru] = stored.tests;
    assert.deepEqual(
      { language_id: uz.language_id, name: uz.name, sort: uz.sort, opens_at: uz.opens_at },
      { language_id: 1, name: 'Kasrlar (sinov)', sort: 1, opens_at: null },
    );
    assert.deepEqual(
      { language_id: ru.language_id, sort: ru.sort, opens_at: ru.opens_at?.toISOString() },
      { language_id: 2, sort: 9, opens_at: '2030-01-01T04:00:00.000Z' },
    );
    assert.deepEqual(
      stored.questions.filter((q) => q.test_id === uz.id).map((q) => [q.key, q.position]),
      ['q01', 'q02', 'q03', 'q04', 'q05', 'q06'].map((k, i) => [k, i]),
    );
    const q02 = stored.questions.find((q) => q.test_id === uz.id && q.key === 'q02')!;
    assert.equal(q02.image, `/api/content-images/${sha256Of(SVG)}.svg`);
    assert.ok(Math.abs(q02.ball - 3.1) < 1e-6);
    // exactly one correct option per question, at the answer's letter
    const q03 = stored.questions.find((q) => q.test_id === uz.id && q.key === 'q03')!;
    const q03Options = stored.options.filter((o) => o.question_id === q03.id);
    assert.deepEqual(
      q03Options.map((o) => o.is_correct),
      [false, false, true, false],
    );
    assert.equal(q03Options[0].image, `/api/content-images/${sha256Of(SVG)}.svg`);
    for (const q of stored.questions) assert.equal(stored.options.filter((o) => o.question_id === q.id && o.is_correct).length, 1);

    const again = await importContent(ctx.database.db, sampleFile());
    assert.deepEqual(again.written, { tests: 0, questions: 0, options: 0, images: 0 });
    assert.deepEqual(await snapshot('matematika', 'kasrlar'), stored);
  });

  it('applies a changed text, answer and order on re-import and keeps every id', async () => {
    const before = await snapshot('matematika', 'kasrlar');
    const file = sampleFile();
    questionsOf(file)[0].text = '1 + 1 = ? (tahrirlangan)';
    questionsOf(file)[3].answer = 'D';
    file.subjects[0].tests[0].name = 'Kasrlar';
    const result = await importContent(ctx.database.db, file);
    assert.deepEqual(result.written, { tests: 1, questions: 1, options: 2, images: 0 });
    const after = await snapshot('matematika', 'kasrlar');
    assert.deepEqual(
      after.tests.map((t) => t.id),
      before.tests.map((t) => t.id),
    );
    assert.deepEqual(
      after.questions.map((q) => q.id),
      before.questions.map((q) => q.id),
    );
    assert.deepEqual(
      after.options.map((o) => o.id),
      before.options.map((o) => o.id),
    );
    assert.equal(after.tests[0].name, 'Kasrlar');
    assert.equal(after.questions[0].text, '1 + 1 = ? (tahrirlangan)');
    const q04 = after.questions.find((q) => q.test_id === after.tests[0].id && q.key === 'q04')!;
    assert.deepEqual(
      after.options.filter((o) => o.question_id === q04.id).map((o) => o.is_correct),
      [false, false, false, true],
    );
  });

  it('keeps questions a re-import no longer lists (answers may refer to them), after the listed ones', async () => {
    const file = sampleFile();
    const [q01, ...rest] = questionsOf(file);
    file.subjects[0].tests[0].questions = [...rest, { ...q01, key: 'q07' }];
    const result = await importContent(ctx.database.db, file);
    assert.equal(result.kept, 1);
    const stored = await snapshot('matematika', 'kasrlar');
    const uz = stored.questions.filter((q) => q.test_id === stored.tests[0].id);
    assert.deepEqual(
      uz.map((q) => [q.key, q.position]),
      [
        ['q02', 0],
        ['q03', 1],
        ['q04', 2],
        ['q05', 3],
        ['q06', 4],
        ['q07', 5],
        ['q01', 6],
      ],
    );
    const again = await importContent(ctx.database.db, file);
    assert.deepEqual(again.written, { tests: 0, questions: 0, options: 0, images: 0 });
  });
});

// ── the other kinds: reference lists, universities, courses ─────────────────────────────────────

/** A fresh copy of a seed file of content/ as written. */
const seedInput = <T>(file: string) => rawFile(file) as T;
type Rows = Record<string, unknown>[];
type UniversitiesInput = { directions: Rows; universities: (Record<string, unknown> & { admissions: Rows })[] };

describe('content format: reference, universities and courses files', () => {
  it('accepts every seed file of content/ and refuses an unknown kind', () => {
    // news articles (news/*.md) are Markdown with their own parser (news.test.ts)
    for (const file of seedFiles().filter((f) => f.endsWith('.json'))) {
      const result = validateContent(rawFile(file));
      assert.ok(result.success, `${file}: ${result.success ? '' : result.errors.join('\n')}`);
    }
    assert.deepEqual(errorsOf({ version: 1, kind: 'olympiads' }), [
      'kind: expected one of "topic-tests", "bank", "reference", "universities", "courses", "autotest", "pro", "exam-weights", "national-certificate", "learning-centres" (or none for topic tests)',
    ]);
  });

  it('names the item and the field of each problem', () => {
    assert.deepEqual(
      errorsOf({
        version: 1,
        kind: 'reference',
        regions: [
          {
            id: 1,
            name_uz: 'Toshkent',
            name_ru: 'Ташкент',
            districts: [
              { name_uz: 'Chilonzor', name_ru: 'Чиланзар' },
              { name_uz: 'Chilonzor', name_ru: 'x' },
            ],
          },
          { id: 1, name_uz: 'Samarqand', name_ru: 'Самарканд' },
        ],
        subjects: [{ slug: 'fizika', name_uz: 'Fizika', name_ru: 'Физика', color: 'blue', colour: '#000000' }],
      }),
      [
        'regions[0].districts[1].name_uz: "Chilonzor" is also districts[0] (district "Chilonzor" of region "Toshkent")',
        'subjects[0].color: expected a colour #RRGGBB (subject "fizika")',
        'subjects[0]: unknown field "colour" (subject "fizika")',
        'regions[1].id: the same id as regions[0] (region "Samarqand")',
      ],
    );
    const universities = seedInput<UniversitiesInput>('universities.json');
    const [nuu] = universities.universities;
    nuu.admissions[3] = { ...nuu.admissions[3], direction: '60540199' };
    nuu.admissions[5] = { ...nuu.admissions[4] };
    assert.deepEqual(errorsOf({ ...universities, universities: [{ ...nuu, type: 'state' }] }), [
      'universities[0].type: expected "public" or "private" (university "nuu")',
    ]);
    assert.deepEqual(errorsOf({ ...universities, universities: [nuu] }), [
      'universities[0].admissions[5]: the same direction, year, language and study form as admissions[4] (admission #6 of university "nuu")',
      'universities[0].admissions[3].direction: no direction "60540199" in this file\'s directions (admission #4 of university "nuu")',
    ]);
    const courses = seedInput<{ courses: Rows }>('courses.json');
    courses.courses[0] = { ...courses.courses[0], teacher: 'nobody', type: 'free', cover: '<svg><script/></svg>' };
    assert.deepEqual(errorsOf(courses), [
      'courses[0].cover: <script> is not allowed (course "ona-tili-dtm-intensiv")',
      'courses[0].price: a free course costs 0, a premium one more than 0 (course "ona-tili-dtm-intensiv")',
      'courses[0].teacher: no teacher "nobody" in this file\'s teachers (course "ona-tili-dtm-intensiv")',
    ]);
  });
});

describe('importContent: reference, universities and courses', () => {
  it('a re-import of the seed files writes nothing and keeps every id', async () => {
    const db = ctx.database.db;
    const reference = await importContent(db, rawFile(REFERENCE_FILE));
    assert.equal(reference.kind, 'reference');
    assert.deepEqual(reference.items, { study_languages: 3, study_forms: 3, regions: 14, districts: 205, subjects: 15, error_types: 5 });
    assert.deepEqual(reference.written, { study_languages: 0, study_forms: 0, regions: 0, districts: 0, subjects: 0, error_types: 0 });
    const universities = await importContent(db, rawFile('universities.json'));
    assert.deepEqual(universities.items, { directions: 73, universities: 35, admissions: 1768 });
    assert.deepEqual(universities.written, { directions: 0, universities: 0, admissions: 0 });
    const courses = await importContent(db, rawFile('courses.json'));
    assert.deepEqual(courses.items, { categories: 6, teachers: 21, courses: 64, lessons: 556, contacts: 62, images: 85 });
    assert.deepEqual(courses.written, { categories: 0, teachers: 0, courses: 0, lessons: 0, contacts: 0, images: 0 });
  });

  it('an edited admission figure updates the same row, and the file puts it back', async () => {
    const db = ctx.database.db;
    const admissionsOf = async () =>
      (
        (await db.execute(
          sql`select a.id, a.contract_ball from admission a join university u on u.id = a.university_id where u.slug = 'nuu' order by a.id`,
        )) as unknown as {
          rows: { id: number; contract_ball: number }[];
        }
      ).rows;
    const before = await admissionsOf();
    const edited = seedInput<UniversitiesInput>('universities.json');
    const nuu = edited.universities[0];
    nuu.admissions[0] = { ...nuu.admissions[0], contract_ball: 100.5 };
    const result = await importContent(db, { ...edited, universities: [nuu] });
    assert.deepEqual(result.written, { directions: 0, universities: 0, admissions: 1 });
    const after = await admissionsOf();
    assert.deepEqual(
      after.map((a) => a.id),
      before.map((a) => a.id),
    );
    assert.equal(after[0].contract_ball, 100.5);
    assert.deepEqual((await importContent(db, rawFile('universities.json'))).written, { directions: 0, universities: 0, admissions: 1 });
    assert.deepEqual(await admissionsOf(), before);
  });

  it('refuses references to rows that do not exist, naming each, and writes nothing', async () => {
    const edited = seedInput<UniversitiesInput>('universities.json');
    const nuu = edited.universities[0];
    nuu.region_id = 77;
    nuu.admissions[1] = { ...nuu.admissions[1], language_id: 9 };
    edited.directions[0] = { ...edited.directions[0], subject_2: 'astronomiya' };
    await assert.rejects(importContent(ctx.database.db, { ...edited, universities: [nuu] }), (error: unknown) => {
      assert.ok(error instanceof ContentImportError);
      assert.deepEqual(error.lines.slice(0, 1), ['directions[0].subject_2: no subject with the slug "astronomiya" (direction "60540100")']);
      assert.match(error.lines[1], /^known subjects: ona-tili, /);
      return true;
    });
    edited.directions[0] = { ...edited.directions[0], subject_2: 'fizika' };
    await assert.rejects(importContent(ctx.database.db, { ...edited, universities: [nuu] }), (error: unknown) => {
      assert.ok(error instanceof ContentImportError);
      assert.deepEqual(error.lines, [
        'universities[0].region_id: no region with the id 77 (university "nuu")',
        'universities[0].admissions[1].language_id: no study language 9 (admission #2 of university "nuu")',
      ]);
      return true;
    });
    const [row] = await ctx.database.db
      .execute(sql`select address_id from university where slug = 'nuu'`)
      .then((r) => (r as unknown as { rows: { address_id: number }[] }).rows);
    assert.equal(row.address_id, 1);
  });
});

describe('GET /api/content-images/{sha256}.svg', () => {
  it('serves a stored picture with immutable caching and a locked-down CSP', async () => {
    const hash = sha256Of(SVG);
    const [row] = await ctx.database.db.select().from(contentImage).where(eq(contentImage.sha256, hash));
    assert.ok(row, 'the sample picture was stored');
    const res = await ctx.app.inject({ method: 'GET', url: `/api/content-images/${hash}.svg` });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^image\/svg\+xml/);
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(res.headers['content-security-policy'], "default-src 'none'; style-src 'unsafe-inline'");
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.equal(res.body, SVG);
  });

  it('answers 404 JSON for an unknown hash or another name', async () => {
    for (const file of [`${'0'.repeat(64)}.svg`, `${sha256Of(SVG).toUpperCase()}.svg`, `${sha256Of(SVG)}.png`, 'abc.svg', '..%2Fetc.svg']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/content-images/${file}` });
      assert.equal(res.statusCode, 404, file);
      const body = errorBodySchema.parse(res.json());
      assert.equal(body.code, 'NOT_FOUND');
      assert.ok(body.message.length > 0);
    }
  });

  it('serves every picture the seed stored for its questions', async () => {
    const { rows } = (await ctx.database.db.execute(
      sql`select image from question where image is not null union select image from question_option where image is not null`,
    )) as unknown as { rows: { image: string }[] };
    const urls = rows.map((r) => r.image);
    assert.ok(urls.length >= 10, `pictures in the seed: ${urls.length}`);
    for (const url of urls.slice(0, 40)) {
      assert.match(url, /^\/api\/content-images\/[0-9a-f]{64}\.svg$/);
      const res = await ctx.app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 200, url);
      assert.equal(sha256Of(res.body), url.slice(20, 84));
    }
  });
});

describe('seed of the demo banks', () => {
  it('loaded every subject: two tests per lesson, four options with one correct everywhere', async () => {
    const db = ctx.database.db;
    const perSubject = await db
      .select({ slug: subject.slug, n: sql<number>`count(*)::int` })
      .from(themedTest)
      .innerJoin(subject, eq(subject.id, themedTest.subject_id))
      .groupBy(subject.slug);
    const counts = new Map(perSubject.map((r) => [r.slug, r.n]));
    assert.equal(banks.size, 15, 'a bank for each of the 15 subjects');
    for (const [slug, topics] of banks) {
      const extra = slug === 'matematika' ? 1 : 0; // the sample lesson of the import tests
      assert.equal(counts.get(slug), (topics.length + extra) * 2, `${slug}: a uz and a ru topic test per topic file`);
    }
    const broken = (await db.execute(
      sql`select question_id from question_option group by question_id having count(*) <> 4 or count(*) filter (where is_correct) <> 1`,
    )) as unknown as { rows: unknown[] };
    assert.equal(broken.rows.length, 0);
    const types = await db.select().from(errorType).orderBy(asc(errorType.id));
    assert.deepEqual(
      types.map((t) => t.id),
      [1, 2, 3, 4, 5],
    );
    assert.ok(types.every((t) => t.name_uz && t.name_ru));
    for (const file of seedFiles().filter((f) => f.startsWith('banks/'))) {
      const [hash] = await db
        .select()
        .from(appMeta)
        .where(eq(appMeta.key, hashKey(file)));
      assert.equal(hash?.value, fileHash(file), file);
      assert.match(hash?.value ?? '', /^[0-9a-f]{64}$/);
    }
  });

  it('gates a time-gated lesson about 7 days after its first import, and a later import or re-seed never moves it', async () => {
    // the maths topic tests moved to the question bank (content/banks/matematika), which has no gated lesson: an imported one
    const gatedFile = () => {
      const file = sampleFile();
      file.subjects[0].tests = file.subjects[0].tests.map(({ opens_at: _, ...t }) => ({ ...t, key: 'kasrlar-gated', opens_after_days: 7 }));
      return file;
    };
    await importContent(ctx.database.db, gatedFile());
    const before = await snapshot('matematika', 'kasrlar-gated');
    assert.equal(before.tests.length, 2);
    for (const t of before.tests) {
      const days = (t.opens_at!.getTime() - Date.now()) / 86_400_000;
      assert.ok(days > 6.9 && days <= 7, `opens in ${days} days`);
    }
    await importContent(ctx.database.db, gatedFile(), { now: new Date(Date.now() + 30 * 86_400_000) });

    assert.deepEqual(await seed(ctx.database.db), { skipped: true });
    for (const file of seedFiles().filter((f) => f.startsWith('banks/'))) {
      const forced = await seedContentFile(ctx.database.db, file, { force: true, now: new Date(Date.now() + 30 * 86_400_000) });
      assert.equal(forced.skipped, false);
      assert.equal(forced.result?.written.tests, 0, file);
    }
    assert.deepEqual(await snapshot('matematika', 'kasrlar-gated'), before);
  });
});

describe('content CLI', () => {
  it('validate prints the counts, or the error lines with exit code 1', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-cli-'));
    try {
      const good = path.join(dir, 'good.json');
      const bad = path.join(dir, 'bad.json');
      fs.writeFileSync(good, JSON.stringify(sampleFile()));
      const broken = sampleFile();
      questionsOf(broken)[5].options.pop();
      broken.subjects.push({ slug: 'astronomiya', tests: sampleFile().subjects[0].tests });
      fs.writeFileSync(bad, JSON.stringify(broken));
      const run = (file: string) =>
        spawnSync(process.execPath, ['--import', 'tsx', 'src/domains/content/cli.ts', 'validate', file], {
          cwd: apiDir,
          encoding: 'utf8',
          timeout: 60_000,
        });
      const ok = run(good);
      assert.equal(ok.status, 0, ok.stderr);
      assert.match(ok.stdout, /valid — 2 tests, 9 questions, 36 options, 1 image\b/);
      const refused = run(bad);
      assert.equal(refused.status, 1);
      assert.match(
        refused.stderr,
        /^subjects\[0\]\.tests\[0\]\.questions\[5\]\.options: expected 4 options \(question "q06" of test "kasrlar" uz\)$/m,
      );
      const unknown = run(path.join(dir, 'missing.json'));
      assert.equal(unknown.status, 1);
      assert.match(unknown.stderr, /cannot read \(ENOENT\)/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

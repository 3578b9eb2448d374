// `npm run content -- validate <file>`: checks a content file (no database).
// `npm run content -- import <file>`:   migrates the database and imports the file in one transaction.
// Prints the counts, or one line per problem and exits with 1. Format: docs/content-import.md.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { createDatabase } from '../db/client';
import { subjects } from '../seed/data/subjects';
import { formatProblem, validateContent, type ContentFile } from './format';
import { ContentImportError, importContent, sha256Of, type ImportCounts } from './import';

const USAGE = 'usage: npm run content -- validate <file.json>\n       npm run content -- import <file.json>';

function fail(lines: string[]): never {
  for (const line of lines) console.error(line);
  process.exit(1);
}

/** A path as the user typed it: relative to where `npm run` was started, not to api/. */
function resolveFile(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

function readJson(file: string): unknown {
  const full = resolveFile(file);
  let text: string;
  try {
    text = fs.readFileSync(full, 'utf8');
  } catch (error) {
    fail([`${file}: cannot read (${(error as NodeJS.ErrnoException).code ?? String(error)})`]);
  }
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    fail([`${file}: not valid JSON: ${(error as Error).message}`]);
  }
}

function countsOf(file: ContentFile): ImportCounts {
  const images = new Set<string>();
  let questions = 0;
  let tests = 0;
  for (const s of file.subjects) {
    for (const t of s.tests) {
      tests += 1;
      for (const q of t.questions) {
        questions += 1;
        for (const svg of [q.image, ...q.options.map((o) => o.image)]) if (svg) images.add(sha256Of(svg.trim()));
      }
    }
  }
  return { tests, questions, options: questions * 4, images: images.size };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const describe = (c: ImportCounts) =>
  `${plural(c.tests, 'test')}, ${plural(c.questions, 'question')}, ${plural(c.options, 'option')}, ${plural(c.images, 'image')}`;

async function main() {
  const [command, file, ...rest] = process.argv.slice(2);
  if (!file || rest.length || (command !== 'validate' && command !== 'import')) fail([USAGE]);
  const input = readJson(file);

  if (command === 'validate') {
    const result = validateContent(input);
    if (!result.success) fail(result.errors);
    // the database is not opened: subjects are checked against the ones the seed creates
    const known = new Set(subjects.map((s) => s.slug));
    const unknown = result.data.subjects.flatMap((s, i) =>
      known.has(s.slug) ? [] : [formatProblem(input, ['subjects', i, 'slug'], `no subject with the slug "${s.slug}"`)],
    );
    if (unknown.length) fail([...unknown, `known subjects: ${[...known].join(', ')}`]);
    console.log(`${file}: valid — ${describe(countsOf(result.data))}`);
    return;
  }

  const config = loadConfig();
  const database = await createDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    const result = await importContent(database.db, input);
    console.log(`${file}: imported — ${describe(result)}`);
    console.log(`written (new or changed): ${describe(result.written)}`);
    if (result.kept) {
      console.log(`kept: ${result.kept} questions of these tests are not in the file; they were not deleted (see docs/content-import.md)`);
    }
  } catch (error) {
    if (error instanceof ContentImportError) {
      await database.close();
      fail(error.lines);
    }
    throw error;
  }
  await database.close();
}

await main();

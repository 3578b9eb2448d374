// `npm run content -- validate`:        the content gate: every file of content/, all problems in one run (gate.ts).
// `npm run content -- validate <file>`: checks a content file (no database).
// `npm run content -- import <file>`:   migrates the database and imports the file in one transaction.
// `npm run content -- news <file.md>…`:   migrates the database and imports news articles (Markdown).
// Prints the counts, or one line per problem and exits with 1. Format: docs/content-import.md.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../config';
import { createDatabase } from '../../db/client';
import { checkContentFile, parseContentText } from './check-file';
import { runContentGate } from './gate';
import { ContentImportError, importContent, type ImportCounts } from './import';
import { importNewsText } from './import-news';
import { CONTENT_DIR, assetReader } from './seed';

const USAGE =
  'usage: npm run content -- validate\n       npm run content -- validate <file.json>\n       npm run content -- import <file.json>\n       npm run content -- news <article.md>…';

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
  const parsed = parseContentText(file, text);
  if ('error' in parsed) fail([parsed.error]);
  return parsed.input;
}

/** `2 tests, 9 questions, 36 options, 1 image` */
const describe = (counts: ImportCounts) =>
  Object.entries(counts)
    .map(([what, n]) => `${n} ${n === 1 ? what.replace(/ies$/, 'y').replace(/s$/, '').replace(/_/g, ' ') : what.replace(/_/g, ' ')}`)
    .join(', ');

/** `news <file.md>…`: each article in its own transaction; the first invalid file stops the run. */
async function importNewsFiles(files: string[]) {
  const config = loadConfig();
  const database = await createDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    for (const file of files) {
      let text: string;
      try {
        text = fs.readFileSync(resolveFile(file), 'utf8');
      } catch (error) {
        throw new ContentImportError([`${file}: cannot read (${(error as NodeJS.ErrnoException).code ?? String(error)})`]);
      }
      try {
        const result = await importNewsText(database.db, text);
        console.log(`${file}: imported — article "${result.slug}" (${result.language})${result.written ? '' : ', unchanged'}`);
      } catch (error) {
        if (error instanceof ContentImportError) throw new ContentImportError(error.lines.map((line) => `${file}: ${line}`));
        throw error;
      }
    }
  } catch (error) {
    await database.close();
    if (error instanceof ContentImportError) fail(error.lines);
    throw error;
  }
  await database.close();
}

/** `validate` without a file: the gate over content/; warnings are printed, errors fail. */
function validateRepository() {
  const started = Date.now();
  const report = runContentGate(CONTENT_DIR);
  for (const line of report.warnings) console.warn(`warning: ${line}`);
  const banks = Object.entries(report.bankItems).map(([subject, n]) => `${subject} ${n}`);
  console.log(`banks (items, each in uz and ru): ${banks.join(', ') || 'none'}`);
  const summary = `${report.files} files, ${report.errors.length} errors, ${report.warnings.length} warnings (${Date.now() - started} ms)`;
  if (report.errors.length) fail([...report.errors, summary]);
  console.log(summary);
}

async function main() {
  const [command, file, ...rest] = process.argv.slice(2);
  if (command === 'validate' && file === undefined) return validateRepository();
  if (command === 'news') {
    if (!file) fail([USAGE]);
    return importNewsFiles([file, ...rest]);
  }
  if (!file || rest.length || (command !== 'validate' && command !== 'import')) fail([USAGE]);
  const input = readJson(file);

  if (command === 'validate') {
    const check = checkContentFile(
      input,
      path.relative(CONTENT_DIR, resolveFile(file)).split(path.sep).join('/'),
      assetReader(path.dirname(resolveFile(file))),
    );
    if (check.errors.length) fail(check.errors);
    console.log(`${file}: valid — ${describe(check.items)} (${check.kind})`);
    return;
  }

  const config = loadConfig();
  const database = await createDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    const result = await importContent(database.db, input, { readAsset: assetReader(path.dirname(resolveFile(file))) });
    console.log(`${file}: imported — ${describe(result.items)} (${result.kind})`);
    console.log(`written (new or changed): ${describe(result.written)}`);
    if (result.kept) {
      console.log(`kept: ${result.kept} questions of these tests are not in the file; they were not deleted (see docs/content-import.md)`);
    }
    if (result.studio) {
      console.log(`studio: ${result.studio} questions were published in the studio; the file does not overwrite them (ADR 056)`);
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

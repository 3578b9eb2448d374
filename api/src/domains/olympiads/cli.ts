// `npm run olympiad -- create <file>`: checks an olympiad file (errors name the field), migrates the
// database and creates the olympiad with its combinations and drawn questions. Format: the
// contract's olympiadFileSchema (@platform/shared/olympiads), documented in docs/api.md.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../config';
import { createDatabase } from '../../db/client';
import { OlympiadFileError, createOlympiad, parseOlympiadFile } from './service-create';

const USAGE = 'usage: npm run olympiad -- create <file.json>';

function fail(lines: string[]): never {
  for (const line of lines) console.error(line);
  process.exit(1);
}

async function main() {
  const [command, file, ...rest] = process.argv.slice(2);
  if (command !== 'create' || !file || rest.length) fail([USAGE]);
  const full = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  let input: unknown;
  try {
    input = JSON.parse(fs.readFileSync(full, 'utf8').replace(/^\uFEFF/, ''));
  } catch (error) {
    fail([`${file}: cannot read as JSON (${(error as Error).message})`]);
  }
  // the file's shape first: a bad file opens no database
  try {
    parseOlympiadFile(input);
  } catch (error) {
    if (error instanceof OlympiadFileError) fail(error.lines.map((line) => `${file}: ${line}`));
    throw error;
  }
  const config = loadConfig();
  const database = await createDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    const created = await createOlympiad(database.db, input);
    console.log(`${file}: created olympiad ${created.id} with ${created.questions} questions`);
  } catch (error) {
    await database.close();
    if (error instanceof OlympiadFileError) fail(error.lines.map((line) => `${file}: ${line}`));
    throw error;
  }
  await database.close();
}

await main();

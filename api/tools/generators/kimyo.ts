// Kimyo question bank (issue 30): eleven topics from parametric generators, written to
// content/banks/kimyo/<NN>-<topic-key>.json in the bank format (docs/content-bank-kimyo.md).
//   npx tsx api/tools/generators/kimyo.ts        (from the repository root)
// Seeded PRNG: the same files on every run. The topics and their shares follow the sections of the
// DTM chemistry test (general 40 %, inorganic 25 %, organic 15 %, problems on these sections 20 %).
import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { buildTopic, fileName, type BankFile, type TopicSpec } from './kimyo/bank';
import { asosiy } from './kimyo/topics/asosiy';
import { atom } from './kimyo/topics/atom';
import { bog } from './kimyo/topics/bog';
import { eritma } from './kimyo/topics/eritma';
import { tezlik } from './kimyo/topics/tezlik';
import { elektrolit } from './kimyo/topics/elektrolit';
import { redoks } from './kimyo/topics/redoks';
import { noorganik } from './kimyo/topics/noorganik';
import { organik } from './kimyo/topics/organik';
import { stexiometriya } from './kimyo/topics/stexiometriya';
import { gazlar } from './kimyo/topics/gazlar';

/** The topics in their order (the file's NN and `sort`). */
export const KIMYO_TOPICS: TopicSpec[] = [asosiy, atom, bog, eritma, tezlik, elektrolit, redoks, noorganik, organik, stexiometriya, gazlar];

/** Every topic file of the bank (stems unique across the subject). */
export function buildKimyo(): BankFile[] {
  const stems = new Set<string>();
  return KIMYO_TOPICS.map((topic, i) => buildTopic(topic, i + 1, stems));
}

/** content/banks/kimyo */
export const KIMYO_DIR = path.resolve(import.meta.dirname, '../../../content/banks/kimyo');

/** Writes the bank files (2-space JSON, then prettier as the content files are written). */
export async function writeKimyo(dir = KIMYO_DIR): Promise<string[]> {
  fs.mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  for (const file of buildKimyo()) {
    const full = path.join(dir, fileName(file));
    const options = (await prettier.resolveConfig(full)) ?? {};
    fs.writeFileSync(full, await prettier.format(JSON.stringify(file, null, 2), { ...options, filepath: full }));
    written.push(full);
  }
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  for (const file of await writeKimyo()) console.log(`wrote ${path.relative(process.cwd(), file)}`);
}

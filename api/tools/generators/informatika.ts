// Informatika question bank (issue 30): eight topics from parametric generators, written to
// content/banks/informatika/<NN>-<topic-key>.json in the bank format (docs: the "bank" kind).
//   npx tsx api/tools/generators/informatika.ts        (from the repository root)
// Seeded PRNG: the same files on every run. The topics and their shares follow the informatics
// section list of the DTM test; see docs/content-bank-informatika.md for the source and the templates.
import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { buildTopic, fileName, type BankFile, type TopicSpec } from './informatika/bank';
import { axborot } from './informatika/topics/axborot';
import { sanoq } from './informatika/topics/sanoq';
import { mantiq } from './informatika/topics/mantiq';
import { algoritmlar } from './informatika/topics/algoritmlar';
import { dasturlash } from './informatika/topics/dasturlash';
import { jadvallar } from './informatika/topics/jadvallar';
import { tarmoqlar } from './informatika/topics/tarmoqlar';
import { kombinatorika } from './informatika/topics/kombinatorika';

/** The topics in their order (the file's NN and `sort`). */
export const INFORMATIKA_TOPICS: TopicSpec[] = [axborot, sanoq, mantiq, algoritmlar, dasturlash, jadvallar, tarmoqlar, kombinatorika];

/** Every topic file of the bank (stems unique across the subject). */
export function buildInformatika(): BankFile[] {
  const stems = new Set<string>();
  return INFORMATIKA_TOPICS.map((topic, i) => buildTopic(topic, i + 1, stems));
}

/** content/banks/informatika */
export const INFORMATIKA_DIR = path.resolve(import.meta.dirname, '../../../content/banks/informatika');

/** Writes the bank files (2-space JSON, then prettier as the content files are written). */
export async function writeInformatika(dir = INFORMATIKA_DIR): Promise<string[]> {
  fs.mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  for (const file of buildInformatika()) {
    const full = path.join(dir, fileName(file));
    const options = (await prettier.resolveConfig(full)) ?? {};
    fs.writeFileSync(full, await prettier.format(JSON.stringify(file, null, 2), { ...options, filepath: full }));
    written.push(full);
  }
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  for (const file of await writeInformatika()) console.log(`wrote ${path.relative(process.cwd(), file)}`);
}

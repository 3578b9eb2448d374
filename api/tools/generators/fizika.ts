// Fizika question bank (issue 30): twelve topics from parametric generators, written to
// content/banks/fizika/<NN>-<topic-key>.json in the bank format (see /docs/content-bank-fizika.md).
//   npx tsx api/tools/generators/fizika.ts        (from the repository root)
// Seeded PRNG: the same files on every run. Topics and shares follow the DTM physics section
// weights (mechanics 35 %, molecular physics and thermodynamics 25 %, electromagnetism 30 %,
// optics and atomic/nuclear physics 10 %), split into the school course's topics.
import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { buildTopic, fileName, type BankFile, type TopicSpec } from './fizika/bank';
import { kinematika } from './fizika/topics/kinematika';
import { dinamika } from './fizika/topics/dinamika';
import { saqlanish } from './fizika/topics/saqlanish';
import { statika } from './fizika/topics/statika';
import { molekulyar } from './fizika/topics/molekulyar';
import { termodinamika } from './fizika/topics/termodinamika';
import { elektrostatika } from './fizika/topics/elektrostatika';
import { tok } from './fizika/topics/tok';
import { magnetizm } from './fizika/topics/magnetizm';
import { tebranishlar } from './fizika/topics/tebranishlar';
import { optika } from './fizika/topics/optika';
import { atom } from './fizika/topics/atom';

/** The topics in their order (the file's NN and `sort`). */
export const FIZIKA_TOPICS: TopicSpec[] = [
  kinematika,
  dinamika,
  saqlanish,
  statika,
  molekulyar,
  termodinamika,
  elektrostatika,
  tok,
  magnetizm,
  tebranishlar,
  optika,
  atom,
];

/** Every topic file of the bank (stems unique across the subject). */
export function buildFizika(): BankFile[] {
  const stems = new Set<string>();
  return FIZIKA_TOPICS.map((topic, i) => buildTopic(topic, i + 1, stems));
}

/** content/banks/fizika */
export const FIZIKA_DIR = path.resolve(import.meta.dirname, '../../../content/banks/fizika');

/** Writes the bank files (2-space JSON, then prettier), removing files of topics no longer built. */
export async function writeFizika(dir = FIZIKA_DIR): Promise<string[]> {
  fs.mkdirSync(dir, { recursive: true });
  const files = buildFizika();
  const names = new Set(files.map(fileName));
  for (const old of fs.readdirSync(dir)) if (old.endsWith('.json') && !names.has(old)) fs.rmSync(path.join(dir, old));
  const written: string[] = [];
  for (const file of files) {
    const full = path.join(dir, fileName(file));
    const options = (await prettier.resolveConfig(full)) ?? {};
    fs.writeFileSync(full, await prettier.format(JSON.stringify(file, null, 2), { ...options, filepath: full }));
    written.push(full);
  }
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  for (const file of await writeFizika()) console.log(`wrote ${path.relative(process.cwd(), file)}`);
}

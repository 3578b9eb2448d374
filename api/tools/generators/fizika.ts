// Fizika question bank (issue 30): twelve topics from parametric generators, written to
// content/banks/fizika/<NN>-<topic-key>.json in the bank format (see /docs/content-bank-fizika.md).
//   npx tsx api/tools/generators/fizika.ts        (from the repository root)
// Seeded PRNG: the same files on every run. Topics and shares follow the DTM physics section
// weights (mechanics 35 %, molecular physics and thermodynamics 25 %, electromagnetism 30 %,
// optics and atomic/nuclear physics 10 %), split into the school course's topics.
import { bankDir, runAsScript, writeBanks, type BankFile } from './bank';
import { buildSubject, type SubjectSpec } from './subject-bank';
import { FIZIKA_RULES, SUBJECT } from './fizika/bank';
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
export const FIZIKA_TOPICS: SubjectSpec[] = [
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
export const buildFizika = (): BankFile[] => buildSubject(FIZIKA_RULES, FIZIKA_TOPICS);

/** content/banks/fizika */
export const FIZIKA_DIR = bankDir(SUBJECT);

await runAsScript(import.meta.filename, () => writeBanks(SUBJECT, buildFizika()));

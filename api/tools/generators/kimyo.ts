// Kimyo question bank (issue 30): eleven topics from parametric generators, written to
// content/banks/kimyo/<NN>-<topic-key>.json in the bank format (docs/content-bank-kimyo.md).
//   npx tsx api/tools/generators/kimyo.ts        (from the repository root)
// Seeded PRNG: the same files on every run. The topics and their shares follow the sections of the
// DTM chemistry test (general 40 %, inorganic 25 %, organic 15 %, problems on these sections 20 %).
import { bankDir, runAsScript, writeBanks, type BankFile } from './bank';
import { buildSubject, type SubjectSpec } from './subject-bank';
import { KIMYO_RULES, SUBJECT } from './kimyo/bank';
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
export const KIMYO_TOPICS: SubjectSpec[] = [
  asosiy,
  atom,
  bog,
  eritma,
  tezlik,
  elektrolit,
  redoks,
  noorganik,
  organik,
  stexiometriya,
  gazlar,
];

/** Every topic file of the bank (stems unique across the subject). */
export const buildKimyo = (): BankFile[] => buildSubject(KIMYO_RULES, KIMYO_TOPICS);

/** content/banks/kimyo */
export const KIMYO_DIR = bankDir(SUBJECT);

await runAsScript(import.meta.filename, () => writeBanks(SUBJECT, buildKimyo()));

// Informatika question bank (issue 30): eight topics from parametric generators, written to
// content/banks/informatika/<NN>-<topic-key>.json in the bank format (docs: the "bank" kind).
//   npx tsx api/tools/generators/informatika.ts        (from the repository root)
// Seeded PRNG: the same files on every run. The topics and their shares follow the informatics
// section list of the DTM test; see docs/content-bank-informatika.md for the source and the templates.
import { bankDir, runAsScript, writeBanks, type BankFile } from './bank';
import { buildSubject, type SubjectSpec } from './subject-bank';
import { INFORMATIKA_RULES, SUBJECT } from './informatika/bank';
import { axborot } from './informatika/topics/axborot';
import { sanoq } from './informatika/topics/sanoq';
import { mantiq } from './informatika/topics/mantiq';
import { algoritmlar } from './informatika/topics/algoritmlar';
import { dasturlash } from './informatika/topics/dasturlash';
import { jadvallar } from './informatika/topics/jadvallar';
import { tarmoqlar } from './informatika/topics/tarmoqlar';
import { kombinatorika } from './informatika/topics/kombinatorika';

/** The topics in their order (the file's NN and `sort`). */
export const INFORMATIKA_TOPICS: SubjectSpec[] = [axborot, sanoq, mantiq, algoritmlar, dasturlash, jadvallar, tarmoqlar, kombinatorika];

/** Every topic file of the bank (stems unique across the subject). */
export const buildInformatika = (): BankFile[] => buildSubject(INFORMATIKA_RULES, INFORMATIKA_TOPICS);

/** content/banks/informatika */
export const INFORMATIKA_DIR = bankDir(SUBJECT);

await runAsScript(import.meta.filename, () => writeBanks(SUBJECT, buildInformatika()));

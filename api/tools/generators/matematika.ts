// Mathematics bank (issue 30): 13 topics of the DTM mathematics specification, every item from a
// parametric template in matematika-topics/ (seeded PRNG, so every run writes the same files), in the
// bank format of docs/content-banks.md, each with a mathjs `check` the content gate re-evaluates.
//   npx tsx api/tools/generators/matematika.ts   → content/banks/matematika/NN-<topic>.json
import { buildTopic, runAsScript, writeBanks, type BankFile, type TopicSpec } from './bank';
import { calculus, combinatorics, wordProblems } from './matematika-topics/analysis';
import { planimetry, stereometry } from './matematika-topics/geometry';
import { algebra, equations } from './matematika-topics/algebra';
import { functions, progressions } from './matematika-topics/functions';
import { logarithms, trigonometry } from './matematika-topics/trigonometry';
import { fractions, numbers } from './matematika-topics/numbers';

export const SUBJECT = 'matematika';

/** The topics in their order (`sort` = place + 1); shares sum to 1. */
export const matematikaTopics: TopicSpec[] = [
  numbers,
  fractions,
  algebra,
  equations,
  functions,
  progressions,
  trigonometry,
  logarithms,
  calculus,
  planimetry,
  stereometry,
  combinatorics,
  wordProblems,
];

export function buildMatematikaBanks(): BankFile[] {
  const used = new Set<string>();
  return matematikaTopics.map((spec, i) => buildTopic(SUBJECT, i + 1, spec, used));
}

await runAsScript(import.meta.filename, () => writeBanks(SUBJECT, buildMatematikaBanks()));

// The content gate's check of generated keys (ADR 039): every generated bank item carries `check`, a
// mathjs expression written from the problem's data and the mathjs value of each option; mathjs (an
// evaluator independent of the generator) must find the expression equal to the right option and to
// no other.
import { createRequire } from 'node:module';
import { ANSWER_LETTERS } from './format-topic-tests';
import { isRecord } from './format-fields';

// mathjs is ~0.2 s to load: required on the first check, not by every process that imports the app
// (a start, each test file), most of which never check a generated item
type MathJs = typeof import('mathjs');
let mathjs: MathJs | undefined;
const math = (): MathJs => (mathjs ??= createRequire(import.meta.url)('mathjs') as MathJs);

const RELATIVE_TOLERANCE = 1e-9;
const ABSOLUTE_TOLERANCE = 1e-12;

/** A mathjs value as a flat list of numbers (a matrix element-wise, a complex number as re, im). */
function numbersOf(value: unknown): number[] {
  const type = math().typeOf(value);
  if (type === 'number') return [value as number];
  if (type === 'boolean') return [value ? 1 : 0];
  if (type === 'BigNumber' || type === 'Fraction') return [Number((value as { valueOf(): unknown }).valueOf())];
  if (type === 'Complex') return [(value as { re: number }).re, (value as { im: number }).im];
  if (type === 'Unit') return numbersOf((value as { value: unknown }).value);
  if (type === 'DenseMatrix' || type === 'SparseMatrix' || type === 'Matrix') return numbersOf((value as { toArray(): unknown }).toArray());
  if (Array.isArray(value)) return value.flatMap(numbersOf);
  throw new Error(`a ${type}, not a number, vector or matrix`);
}

function sameNumbers(a: number[], b: number[]): boolean {
  return (
    a.length === b.length &&
    a.every((x, i) => {
      const y = b[i];
      if (!Number.isFinite(x) || !Number.isFinite(y)) return x === y;
      const larger = Math.max(Math.abs(x), Math.abs(y));
      // relative: physics keys of 1e-20 J differ from each other far below any absolute bound; the
      // absolute bound only lets float noise (sin π = 1.2e-16) equal an exact 0
      if (Math.min(Math.abs(x), Math.abs(y)) === 0) return larger <= ABSOLUTE_TOLERANCE;
      return Math.abs(x - y) <= RELATIVE_TOLERANCE * larger;
    })
  );
}

function evaluated(expr: string): number[] | string {
  try {
    return numbersOf(math().evaluate(expr));
  } catch (error) {
    return (error as Error).message;
  }
}

/** The problems of a generated item's `check`: expr must equal the right option's value and no other. */
export function checkProblems(check: unknown, answer: unknown): string[] {
  if (!isRecord(check) || typeof check.expr !== 'string' || !Array.isArray(check.options) || check.options.length !== 4) return [];
  const key = ANSWER_LETTERS.indexOf(answer as never);
  if (key < 0) return [];
  const value = evaluated(check.expr);
  if (typeof value === 'string') return [`check.expr does not evaluate: ${value}`];
  const problems: string[] = [];
  check.options.forEach((option, i) => {
    const letter = ANSWER_LETTERS[i];
    const other = typeof option === 'string' ? evaluated(option) : 'not a text';
    if (typeof other === 'string') problems.push(`check.options[${i}] (${letter}) does not evaluate: ${other}`);
    else if (i === key && !sameNumbers(value, other))
      problems.push(`wrong key: check.expr = ${value.join(', ')} but the answer ${letter} is ${other.join(', ')}`);
    else if (i !== key && sameNumbers(value, other))
      problems.push(`check.expr = ${value.join(', ')} is also option ${letter}: two right options`);
  });
  return problems;
}

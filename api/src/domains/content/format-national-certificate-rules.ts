// The rules of a national-certificate file (kind "national-certificate", ADR 042; its schema is
// format-national-certificate.ts) across its items and sets — a set follows its spec's parts, the uz
// and ru sets of a variant hold the same tasks by key, no task repeated across the sets of a
// language — run on the file as read: zod skips an object's refinements when one of its fields
// failed, so they would show only after the other errors were fixed (ADR 039).
import { parseNumber } from '@platform/shared/exams';
import { isRecord, listOf, recordsOf, type Fields } from './format-fields';

/** A task's text as compared across sets: NFKC, lower case, one kind of apostrophe, one space, no final full stop. */
export function taskText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u02bb\u02bc\u2018\u2019`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.:?!]+$/, '');
}

/**
 * What makes two tasks the same: the text, and what a generic text asks about — a single choice's
 * options (a language subject asks "Qaysi soʻz toʻgʻri yozilgan?" of other words; the banks' rule of
 * ADR 039) and a matching's pairs ("match …" is only the instruction).
 */
function taskSignature(item: Fields): string | null {
  if (typeof item.text !== 'string' || !item.text.trim()) return null;
  const text = taskText(item.text);
  if (item.type === 'single')
    return `${text}\u0000${listOf(item.options)
      .map((o) => taskText(String(o)))
      .sort()
      .join('\u0002')}`;
  if (item.type !== 'matching') return text;
  const pairs = recordsOf(item.pairs)
    .map((p) => `${taskText(String(p.left ?? ''))}\u0001${taskText(String(p.right ?? ''))}`)
    .sort();
  return `${text}\u0000${pairs.join('\u0002')}`;
}

/** "10 single, 2 matching, 4 short, 1 essay" */
function describeParts(types: string[]): string {
  const runs: { type: string; n: number }[] = [];
  for (const type of types) {
    const last = runs.at(-1);
    if (last && last.type === type) last.n += 1;
    else runs.push({ type, n: 1 });
  }
  return runs.map((r) => `${r.n} ${r.type}`).join(', ') || 'none';
}

export interface RuleProblem {
  path: PropertyKey[];
  message: string;
}

/** What a numeric short answer accepts, as sorted values (null when it is not numeric). */
function numericValues(item: Fields): string | null {
  if (item.type !== 'short' || item.numeric !== true) return null;
  return listOf(item.answers)
    .map((a) => (typeof a === 'string' ? parseNumber(a) : null))
    .filter((n): n is number => n !== null)
    .sort((a, b) => a - b)
    .join(' ');
}

/**
 * The rules of a national-certificate file across its items and sets, on the file as read (never
 * throws on a malformed file; the schema reports what is malformed):
 * - every set follows the spec's parts: the same number of items, each of its part's type, in the
 *   order of the parts, with the part's points;
 * - the uz and ru sets of a variant hold the same keys, each of the same type; a single choice with
 *   the same answer letter, a matching with as many pairs, a numeric short answer with the same values;
 * - no task twice among the sets of one language (its text; a single choice with its options, a
 *   matching with its pairs).
 */
export function nationalCertificateRules(input: unknown): RuleProblem[] {
  if (!isRecord(input) || input.kind !== 'national-certificate') return [];
  const problems: RuleProblem[] = [];
  const parts = recordsOf(isRecord(input.spec) ? input.spec.parts : undefined);
  const expected: { type: string; points: unknown; part: number; first: number; last: number }[] = [];
  parts.forEach((part, p) => {
    const count = typeof part.count === 'number' && Number.isInteger(part.count) && part.count > 0 ? Math.min(part.count, 1000) : 0;
    const first = expected.length + 1;
    for (let k = 0; k < count; k++)
      expected.push({ type: String(part.type), points: part.points, part: p + 1, first, last: first + count - 1 });
  });
  const sets = recordsOf(input.sets);

  // each set follows the parts
  if (expected.length)
    sets.forEach((set, s) => {
      const items = recordsOf(set.items);
      const types = items.map((i) => String(i.type));
      const wanted = expected.map((e) => e.type);
      if (types.join() !== wanted.join()) {
        problems.push({
          path: ['sets', s, 'items'],
          message: `does not follow the spec's parts: the spec asks for ${describeParts(wanted)} (${wanted.length} items, in that order); the set has ${describeParts(types)} (${types.length} items)`,
        });
        const at = types.findIndex((t, k) => t !== wanted[k]);
        if (at >= 0 && at < wanted.length) {
          const e = expected[at];
          problems.push({
            path: ['sets', s, 'items', at, 'type'],
            message: `expected "${e.type}" (part ${e.part} of the spec: items ${e.first}–${e.last})`,
          });
        }
      }
      items.forEach((item, k) => {
        const e = expected[k];
        if (!e || String(item.type) !== e.type || typeof item.points !== 'number' || typeof e.points !== 'number') return;
        if (item.points !== e.points)
          problems.push({ path: ['sets', s, 'items', k, 'points'], message: `expected ${e.points} (part ${e.part} of the spec)` });
      });
    });

  // the uz and ru sets of a variant: the same tasks by key
  const byVariant = new Map<string, { uz?: number; ru?: number }>();
  sets.forEach((set, s) => {
    if (set.language !== 'uz' && set.language !== 'ru') return;
    const variant = String(set.variant);
    const entry = byVariant.get(variant) ?? {};
    if (entry[set.language] === undefined) entry[set.language] = s;
    byVariant.set(variant, entry);
  });
  for (const [variant, { uz, ru }] of byVariant) {
    if (uz === undefined || ru === undefined) continue;
    const itemsOf = (s: number) => new Map(recordsOf(sets[s].items).map((item, k) => [String(item.key), { item, k }] as const));
    const uzItems = itemsOf(uz);
    const ruItems = itemsOf(ru);
    for (const [key, { k }] of uzItems)
      if (!ruItems.has(key))
        problems.push({
          path: ['sets', ru, 'items'],
          message: `no item "${key}": the uz set of variant ${variant} (sets[${uz}].items[${k}]) has it`,
        });
    for (const [key, { item, k }] of ruItems) {
      const twin = uzItems.get(key);
      if (!twin) {
        problems.push({
          path: ['sets', ru, 'items', k, 'key'],
          message: `"${key}" is not in the uz set of variant ${variant} (sets[${uz}]): the same task has the same key in both languages`,
        });
        continue;
      }
      const other = twin.item;
      const at = (field: string) => ['sets', ru, 'items', k, field];
      const where = `the uz item "${key}" (sets[${uz}].items[${twin.k}])`;
      if (item.type !== other.type)
        problems.push({ path: at('type'), message: `"${String(item.type)}", but ${where} is "${String(other.type)}"` });
      else if (item.type === 'single' && item.answer !== other.answer)
        problems.push({
          path: at('answer'),
          message: `${String(item.answer)}, but ${where} has ${String(other.answer)}: one task has one key`,
        });
      else if (item.type === 'matching' && listOf(item.pairs).length !== listOf(other.pairs).length)
        problems.push({ path: at('pairs'), message: `${listOf(item.pairs).length} pairs, but ${where} has ${listOf(other.pairs).length}` });
      else if (numericValues(item) !== numericValues(other))
        problems.push({ path: at('answers'), message: `other accepted values than ${where}` });
    }
  }

  // no task twice among the sets of a language
  const seen = new Map<string, { s: number; k: number; key: string; variant: string }>();
  sets.forEach((set, s) => {
    recordsOf(set.items).forEach((item, k) => {
      const signature = taskSignature(item);
      if (signature === null) return;
      const id = `${String(set.language)}\u0000${signature}`;
      const first = seen.get(id);
      if (!first) {
        seen.set(id, { s, k, key: String(item.key), variant: String(set.variant) });
        return;
      }
      problems.push({
        path: ['sets', s, 'items', k, 'text'],
        message: `the same task as item "${first.key}" of variant ${first.variant} (sets[${first.s}].items[${first.k}]): every task of a language appears once`,
      });
    });
  });
  return problems;
}

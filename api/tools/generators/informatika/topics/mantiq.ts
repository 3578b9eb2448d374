// Topic 3: logic — truth values of logical expressions, counting the rows of a truth table where an
// expression is true, De Morgan's laws, numeric predicates. The checks evaluate the expressions with
// mathjs's own `and`, `or`, `not` on the 0/1 values of every row.
import { bi, pick, randInt, shown, shuffle, whole, template, topic, type Rng } from '../bank';

type Expr = { v: string } | { not: Expr } | { op: 'and' | 'or' | 'imp'; a: Expr; b: Expr };
type Env = Record<string, number>;

const TEX_OP = { and: '\\land', or: '\\lor', imp: '\\to' } as const;
const WORD = { and: { uz: 'VA (konyunksiya)', ru: 'И (конъюнкция)' }, or: { uz: 'YOKI (dizyunksiya)', ru: 'ИЛИ (дизъюнкция)' } };

function tex(e: Expr, top = true): string {
  if ('v' in e) return e.v;
  if ('not' in e) return 'v' in e.not ? `\\neg ${e.not.v}` : `\\neg(${tex(e.not, true)})`;
  const body = `${tex(e.a, false)} ${TEX_OP[e.op]} ${tex(e.b, false)}`;
  return top ? body : `(${body})`;
}
/** The expression in mathjs with the row's 0/1 values put in. */
function math(e: Expr, env: Env): string {
  if ('v' in e) return String(env[e.v]);
  if ('not' in e) return `(not ${math(e.not, env)})`;
  if (e.op === 'imp') return `((not ${math(e.a, env)}) or ${math(e.b, env)})`;
  return `(${math(e.a, env)} ${e.op} ${math(e.b, env)})`;
}
function value(e: Expr, env: Env): boolean {
  if ('v' in e) return env[e.v] === 1;
  if ('not' in e) return !value(e.not, env);
  const [a, b] = [value(e.a, env), value(e.b, env)];
  return e.op === 'and' ? a && b : e.op === 'or' ? a || b : !a || b;
}
/** The rows of a truth table over `vars` (first variable the most significant). */
const rows = (vars: string[]): Env[] =>
  Array.from({ length: 2 ** vars.length }, (_, r) => Object.fromEntries(vars.map((v, i) => [v, (r >> (vars.length - 1 - i)) & 1])));

const lit = (rng: Rng, v: string): Expr => (rng() < 0.4 ? { not: { v } } : { v });
const op = (rng: Rng, ops: ('and' | 'or' | 'imp')[]) => pick(rng, ops);

/** A random expression using every variable once, e.g. (¬A ∨ B) ∧ ¬C. */
function randomExpr(rng: Rng, vars: string[], ops: ('and' | 'or' | 'imp')[]): Expr {
  const vs = shuffle(rng, vars);
  let e: Expr = lit(rng, vs[0]);
  for (const v of vs.slice(1)) e = rng() < 0.5 ? { op: op(rng, ops), a: e, b: lit(rng, v) } : { op: op(rng, ops), a: lit(rng, v), b: e };
  if (rng() < 0.25) e = { not: e };
  return e;
}

function countTemplate(key: string, difficulty: 2 | 3, count: number, vars: string[]) {
  return {
    key,
    difficulty,
    count,
    make: (rng: Rng) => {
      const e = randomExpr(rng, vars, difficulty === 3 ? ['and', 'or', 'imp'] : ['and', 'or']);
      const table = rows(vars);
      const t = table.filter((env) => value(e, env)).length;
      const total = table.length;
      if (t === 0 || t === total || t === total / 2) return null;
      const f = tex(e);
      const trueRows = table.filter((env) => value(e, env)).map((env) => vars.map((v) => env[v]).join(''));
      return {
        text: bi(
          `$F = ${f}$ mantiqiy ifodaning rostlik jadvalida (${vars.join(', ')} oʻzgaruvchilar) nechta satrda $F = 1$ boʻladi?`,
          `В скольких строках таблицы истинности логического выражения $F = ${f}$ (переменные ${vars.join(', ')}) значение $F = 1$?`,
        ),
        answer: whole(t),
        distractors: [whole(total - t), whole(t + 1), whole(t - 1, 1), whole(t + 2)],
        expr: table.map((env) => `number(${math(e, env)})`).join(' + '),
        explanation: bi(
          `Jadvalda $2^{${vars.length}} = ${total}$ satr. $F = 1$ boʻladigan satrlar (${vars.join('')}): ${trueRows.join(', ')} — jami ${t} ta; qolgan ${total - t} tasida $F = 0$.`,
          `В таблице $2^{${vars.length}} = ${total}$ строк. $F = 1$ в строках (${vars.join('')}): ${trueRows.join(', ')} — всего ${t}; в остальных строках (их ${total - t}) $F = 0$.`,
        ),
      };
    },
  };
}

const NAMES = ['A', 'B', 'C', 'X', 'Y', 'Z', 'P', 'Q'];

const MANTIQ_NAME = { uz: 'Mantiq asoslari', ru: 'Основы логики' };
export const mantiq = topic('mantiq-asoslari', MANTIQ_NAME, 0.12, [
  template('smallest-x', 1, 6, (rng) => {
    const a = randInt(rng, 5, 90);
    const even = rng() < 0.5;
    const x = a + 1 + ((a + 1 + (even ? 0 : 1)) % 2);
    const kind = even ? { uz: 'juft', ru: 'чётное' } : { uz: 'toq', ru: 'нечётное' };
    return {
      text: bi(
        `$\\neg(X \\le ${a})$ VA "X — ${kind.uz} son" mantiqiy ifodasi rost boʻladigan eng kichik butun X ni toping.`,
        `Найдите наименьшее целое X, при котором истинно логическое выражение $\\neg(X \\le ${a})$ И «X — ${kind.ru} число».`,
      ),
      answer: whole(x),
      distractors: [whole(a), whole(x === a + 1 ? a + 2 : a + 1), whole(x + 2), whole(x - 2)],
      expr: `${a} + 1 + mod(${a} + 1 + ${even ? 0 : 1}, 2)`,
      explanation: bi(
        `$\\neg(X \\le ${a})$ bu $X > ${a}$ demakdir, ya'ni $X \\ge ${a + 1}$. Shu sonlardan eng kichik ${kind.uz} son — ${x}. ${a} ning oʻzi mos emas: unda $X \\le ${a}$ rost.`,
        `$\\neg(X \\le ${a})$ означает $X > ${a}$, то есть $X \\ge ${a + 1}$. Наименьшее ${kind.ru} из них — ${x}. Само ${a} не подходит: для него $X \\le ${a}$ истинно.`,
      ),
    };
  }),
  template('count-x', 1, 6, (rng) => {
    const a = randInt(rng, 3, 60);
    const b = a + randInt(rng, 4, 40);
    const count = b - a + 1;
    return {
      text: bi(
        `$\\neg(X < ${a}) \\land (X \\le ${b})$ mantiqiy ifodasi nechta butun X uchun rost?`,
        `Для скольких целых X истинно логическое выражение $\\neg(X < ${a}) \\land (X \\le ${b})$?`,
      ),
      answer: whole(count),
      distractors: [whole(count - 1), whole(count - 2), whole(count + 1), whole(b)],
      expr: `${b} - ${a} + 1`,
      explanation: bi(
        `$\\neg(X < ${a})$ bu $X \\ge ${a}$. Demak ${a} ≤ X ≤ ${b}: ${b} − ${a} + 1 = ${count} ta son (ikkala chegara ham kiradi).`,
        `$\\neg(X < ${a})$ — это $X \\ge ${a}$. Значит ${a} ≤ X ≤ ${b}: чисел ${b} − ${a} + 1 = ${count} (обе границы входят).`,
      ),
    };
  }),
  countTemplate('count-rows-3', 2, 6, ['A', 'B', 'C']),
  template('which-row', 2, 6, (rng) => {
    const vars = ['A', 'B', 'C'];
    const e = randomExpr(rng, vars, ['and', 'or', 'imp']);
    const table = rows(vars);
    const yes = table.filter((env) => value(e, env));
    const no = table.filter((env) => !value(e, env));
    if (yes.length === 0 || no.length < 3) return null;
    const right = pick(rng, yes);
    const wrong = shuffle(rng, no).slice(0, 3);
    // no majority cue: the right row is not the one that takes, in every variable, the value most options
    // share (not even on a tie): in some variable every wrong row has the other value
    const shared = (v: string) => wrong.filter((env) => env[v] === right[v]).length;
    if (vars.every((v) => shared(v) >= 1)) return null;
    const code = (env: Env) => env.A * 4 + env.B * 2 + env.C + 1;
    const label = (env: Env) => `A = ${env.A}, B = ${env.B}, C = ${env.C}`;
    const opt = (env: Env) => shown(label(env), code(env), `r:${code(env)}`);
    const f = tex(e);
    const all = [right, ...wrong];
    return {
      text: bi(
        `A, B, C ning qaysi qiymatlarida $F = ${f}$ ifodasi rost (1) boʻladi?`,
        `При каких значениях A, B, C выражение $F = ${f}$ истинно (равно 1)?`,
      ),
      answer: opt(right),
      distractors: wrong.map(opt),
      // the code 4A+2B+C+1 (never 0) of each offered row times its value: only the true row adds up
      expr: all.map((env) => `${code(env)}*number(${math(e, env)})`).join(' + '),
      explanation: bi(
        `${label(right)} boʻlganda $F = 1$. Qolgan variantlarda ${wrong.map(label).join('; ')} — $F = 0$.`,
        `При ${label(right)} получаем $F = 1$. В остальных вариантах (${wrong.map(label).join('; ')}) $F = 0$.`,
      ),
    };
  }),
  template('de-morgan', 2, 6, (rng) => {
    const [x, y] = shuffle(rng, NAMES).slice(0, 2).sort();
    const o = pick(rng, ['and', 'or'] as const);
    const dual = o === 'and' ? 'or' : 'and';
    const l1 = lit(rng, x);
    const l2 = lit(rng, y);
    const neg = (l: Expr): Expr => ('not' in l ? l.not : { not: l });
    const given: Expr = { not: { op: o, a: l1, b: l2 } };
    const answer: Expr = { op: dual, a: neg(l1), b: neg(l2) };
    const wrong: Expr[] = [
      { op: o, a: neg(l1), b: neg(l2) },
      { op: dual, a: l1, b: l2 },
      { op: dual, a: neg(l1), b: l2 },
      { op: o, a: l1, b: neg(l2) },
    ];
    const table = rows([x, y]);
    const vec = (e: Expr) => `[${table.map((env) => `number(${math(e, env)})`).join(', ')}]`;
    const key = (e: Expr) => `t:${table.map((env) => (value(e, env) ? 1 : 0)).join('')}`;
    const opt = (e: Expr) => shown(`$${tex(e)}$`, vec(e), key(e));
    return {
      text: bi(`$${tex(given)}$ ifodasiga teng kuchli ifodani toping.`, `Найдите выражение, равносильное выражению $${tex(given)}$.`),
      answer: opt(answer),
      distractors: wrong.map(opt),
      expr: vec(given),
      explanation: bi(
        `De Morgan qonuni: inkor ${WORD[o].uz} amalini ${WORD[dual].uz} amaliga almashtiradi va har bir hadni inkor qiladi: $${tex(given)} = ${tex(answer)}$ (ikki marta inkor $\\neg\\neg A = A$).`,
        `Закон де Моргана: отрицание меняет ${WORD[o].ru} на ${WORD[dual].ru} и отрицает каждый член: $${tex(given)} = ${tex(answer)}$ (двойное отрицание $\\neg\\neg A = A$).`,
      ),
    };
  }),
  countTemplate('count-rows-4', 3, 5, ['A', 'B', 'C', 'D']),
  template('implication-false', 3, 5, (rng) => {
    const a = randInt(rng, 2, 40);
    const b = a + randInt(rng, 3, 30);
    const n = b + randInt(rng, 5, 40);
    const count = b - a;
    return {
      text: bi(
        `$(X > ${a}) \\to (X > ${b})$ mantiqiy ifodasi 1 dan ${n} gacha boʻlgan nechta butun X uchun yolgʻon?`,
        `Для скольких целых X от 1 до ${n} ложно логическое выражение $(X > ${a}) \\to (X > ${b})$?`,
      ),
      answer: whole(count),
      distractors: [whole(n - count), whole(count + 1), whole(count - 1, 1), whole(n - b)],
      expr: `min(${b}, ${n}) - ${a}`,
      explanation: bi(
        `Implikatsiya faqat $1 \\to 0$ holda yolgʻon: $X > ${a}$ rost va $X > ${b}$ yolgʻon, ya'ni ${a + 1} ≤ X ≤ ${b}. Bunday sonlar ${b} − ${a} = ${count} ta.`,
        `Импликация ложна только в случае $1 \\to 0$: $X > ${a}$ истинно, а $X > ${b}$ ложно, то есть ${a + 1} ≤ X ≤ ${b}. Таких чисел ${b} − ${a} = ${count}.`,
      ),
    };
  }),
]);

// Chemistry helpers of the kimyo bank: relative atomic masses rounded as school problems round them,
// a formula reader, formulas and equations in TeX, molar masses as numbers and as mathjs expressions
// (the check re-adds the atomic masses itself), element names in uz and ru.
import { bi, fmt, type Bi } from './bank';

/** Relative atomic masses as school problems round them (Cl 35,5). */
export const AR: Readonly<Record<string, number>> = {
  H: 1,
  He: 4,
  Li: 7,
  Be: 9,
  B: 11,
  C: 12,
  N: 14,
  O: 16,
  F: 19,
  Ne: 20,
  Na: 23,
  Mg: 24,
  Al: 27,
  Si: 28,
  P: 31,
  S: 32,
  Cl: 35.5,
  Ar: 40,
  K: 39,
  Ca: 40,
  Cr: 52,
  Mn: 55,
  Fe: 56,
  Cu: 64,
  Zn: 65,
  Br: 80,
  Ag: 108,
  Ba: 137,
};

/** Proton numbers of the elements the bank names. */
export const Z: Readonly<Record<string, number>> = {
  H: 1,
  He: 2,
  Li: 3,
  Be: 4,
  B: 5,
  C: 6,
  N: 7,
  O: 8,
  F: 9,
  Ne: 10,
  Na: 11,
  Mg: 12,
  Al: 13,
  Si: 14,
  P: 15,
  S: 16,
  Cl: 17,
  Ar: 18,
  K: 19,
  Ca: 20,
  Cr: 24,
  Mn: 25,
  Fe: 26,
  Cu: 29,
  Zn: 30,
  Br: 35,
  Ag: 47,
  Ba: 56,
};

/** Element names: Uzbek; Russian nominative and genitive. */
export const NAME: Readonly<Record<string, { uz: string; ru: string; ruGen: string }>> = {
  H: { uz: 'vodorod', ru: 'водород', ruGen: 'водорода' },
  He: { uz: 'geliy', ru: 'гелий', ruGen: 'гелия' },
  Li: { uz: 'litiy', ru: 'литий', ruGen: 'лития' },
  Be: { uz: 'berilliy', ru: 'бериллий', ruGen: 'бериллия' },
  B: { uz: 'bor', ru: 'бор', ruGen: 'бора' },
  C: { uz: 'uglerod', ru: 'углерод', ruGen: 'углерода' },
  N: { uz: 'azot', ru: 'азот', ruGen: 'азота' },
  O: { uz: 'kislorod', ru: 'кислород', ruGen: 'кислорода' },
  F: { uz: 'ftor', ru: 'фтор', ruGen: 'фтора' },
  Ne: { uz: 'neon', ru: 'неон', ruGen: 'неона' },
  Na: { uz: 'natriy', ru: 'натрий', ruGen: 'натрия' },
  Mg: { uz: 'magniy', ru: 'магний', ruGen: 'магния' },
  Al: { uz: 'alyuminiy', ru: 'алюминий', ruGen: 'алюминия' },
  Si: { uz: 'kremniy', ru: 'кремний', ruGen: 'кремния' },
  P: { uz: 'fosfor', ru: 'фосфор', ruGen: 'фосфора' },
  S: { uz: 'oltingugurt', ru: 'сера', ruGen: 'серы' },
  Cl: { uz: 'xlor', ru: 'хлор', ruGen: 'хлора' },
  Ar: { uz: 'argon', ru: 'аргон', ruGen: 'аргона' },
  K: { uz: 'kaliy', ru: 'калий', ruGen: 'калия' },
  Ca: { uz: 'kalsiy', ru: 'кальций', ruGen: 'кальция' },
  Cr: { uz: 'xrom', ru: 'хром', ruGen: 'хрома' },
  Mn: { uz: 'marganes', ru: 'марганец', ruGen: 'марганца' },
  Fe: { uz: 'temir', ru: 'железо', ruGen: 'железа' },
  Cu: { uz: 'mis', ru: 'медь', ruGen: 'меди' },
  Zn: { uz: 'rux', ru: 'цинк', ruGen: 'цинка' },
  Br: { uz: 'brom', ru: 'бром', ruGen: 'брома' },
  Ag: { uz: 'kumush', ru: 'серебро', ruGen: 'серебра' },
  Ba: { uz: 'bariy', ru: 'барий', ruGen: 'бария' },
};

/** A parsed formula: the elements in order of appearance with their total counts. */
export type Composition = [element: string, count: number][];

/** `Al2(SO4)3` → [[Al, 2], [S, 3], [O, 12]]; `CuSO4*5H2O` reads the water of crystallisation. */
export function parse(formula: string): Composition {
  const counts = new Map<string, number>();
  const read = (text: string, factor: number) => {
    const re = /\(([^()]+)\)(\d*)|([A-Z][a-z]?)(\d*)/gy;
    let m: RegExpExecArray | null;
    let at = 0;
    while ((m = re.exec(text))) {
      at = re.lastIndex;
      if (m[1]) read(m[1], factor * Number(m[2] || 1));
      else {
        if (!(m[3] in AR)) throw new Error(`unknown element ${m[3]} in ${formula}`);
        counts.set(m[3], (counts.get(m[3]) ?? 0) + factor * Number(m[4] || 1));
      }
    }
    if (at !== text.length) throw new Error(`cannot read the formula ${formula}`);
  };
  for (const part of formula.split('*')) {
    const lead = /^(\d+)(.*)$/.exec(part);
    read(lead ? lead[2] : part, lead ? Number(lead[1]) : 1);
  }
  return [...counts];
}

/** Molar mass in g/mol (rounded to 0,01 against float noise). */
export const M = (formula: string) => Math.round(parse(formula).reduce((s, [e, n]) => s + AR[e] * n, 0) * 100) / 100;

/** The molar mass as a mathjs sum of the atomic masses: `(2*1 + 32 + 4*16)`. */
export const mExpr = (formula: string) =>
  `(${parse(formula)
    .map(([e, n]) => (n === 1 ? `${AR[e]}` : `${n}*${AR[e]}`))
    .join(' + ')})`;

/** The molar mass worked out in TeX: `2\cdot 1 + 32 + 4\cdot 16 = 98`. */
export const mTex = (formula: string) =>
  `${parse(formula)
    .map(([e, n]) => (n === 1 ? tn0(AR[e]) : `${n}\\cdot ${tn0(AR[e])}`))
    .join(' + ')} = ${tn0(M(formula))}`;
const tn0 = (x: number) => fmt(x, 2).replace(',', '{,}');

/** A formula in TeX (no dollars): `H2SO4` → `\text{H}_2\text{SO}_4`; `CuSO4*5H2O` with a centred dot. */
export const tex = (formula: string) =>
  formula
    .split('*')
    .map((part) =>
      part
        .replace(/[A-Za-z]+/g, (w) => `\\text{${w}}`)
        .replace(/(\}|\))(\d+)/g, (_, a: string, d: string) => `${a}_${d.length > 1 ? `{${d}}` : d}`),
    )
    .join('\\cdot ');

/** A formula in text: `$\text{H}_2\text{SO}_4$`. */
export const f = (formula: string) => `$${tex(formula)}$`;

/** One side of an equation: [[2, 'H2'], [1, 'O2']] → `2\text{H}_2 + \text{O}_2`. */
const side = (terms: [number, string][]) => terms.map(([k, s]) => `${k === 1 ? '' : k}${tex(s)}`).join(' + ');
/** An equation in text: `$2\text{H}_2 + \text{O}_2 \rightarrow 2\text{H}_2\text{O}$`. */
export const eq = (left: [number, string][], right: [number, string][], arrow = '\\rightarrow') =>
  `$${side(left)} ${arrow} ${side(right)}$`;

/** `H = 1, S = 32, O = 16`: the atomic masses a stem gives. */
export const given = (...formulas: string[]) => {
  const seen = new Set<string>();
  for (const formula of formulas) for (const [e] of parse(formula)) seen.add(e);
  return [...seen].map((e) => `${e} = ${fmt(AR[e], 1)}`).join(', ');
};
/** The atomic masses a stem gives, in both languages. */
export const givenBi = (...formulas: string[]): Bi =>
  bi(`Nisbiy atom massalari: ${given(...formulas)}.`, `Относительные атомные массы: ${given(...formulas)}.`);

/** Avogadro's number and the molar volume at normal conditions, as the problems use them. */
export const NA = 6.02e23;
export const VM = 22.4;

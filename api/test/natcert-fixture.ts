// National-certificate files of format version 3 (ADR 042) for the tests: a subject's spec and full
// sets of every variant and language, each task distinct. Shared by the format, import and exam suites
// and by the auth matrix (which needs an offered subject whatever the seeded content holds).
import type { Db } from '../src/db/client';
import { importContent } from '../src/domains/content/import';

export interface FixturePart {
  type: 'single' | 'matching' | 'short' | 'essay';
  count: number;
  points: number;
  partial?: 'per-pair' | 'none';
}

/** 3 single × 1.5, 2 matching × 3 per pair, 2 short × 2, 1 essay × 5; 95 minutes. */
export const FIXTURE_PARTS: FixturePart[] = [
  { type: 'single', count: 3, points: 1.5 },
  { type: 'matching', count: 2, points: 3, partial: 'per-pair' },
  { type: 'short', count: 2, points: 2 },
  { type: 'essay', count: 1, points: 5 },
];
export const FIXTURE_MINUTES = 95;

const WORDS = { uz: ['Savol', 'Javob', 'Izoh', 'Mavzu'], ru: ['Вопрос', 'Ответ', 'Пояснение', 'Тема'] } as const;

/** One task of `type` (number `n` of the set), its text naming the variant so no two sets repeat a task. */
function task(type: FixturePart['type'], points: number, variant: number, language: 'uz' | 'ru', n: number) {
  const [q, a, e, t] = WORDS[language];
  const base = {
    key: `${type}-${n}`,
    type,
    points,
    topic: `${t.toLowerCase()}-${n % 3}`,
    text: `${q} ${variant}.${n} (${type})`,
    explanation: `${e} ${variant}.${n}: ${a.toLowerCase()} ${type}.`,
  };
  switch (type) {
    case 'single':
      return { ...base, options: ['10', '20', '30', '40'].map((o) => `${o}${variant}${n}`), answer: 'ABCD'[(variant + n) % 4] };
    case 'matching':
      return {
        ...base,
        pairs: [1, 2, 3].map((k) => ({ left: `${q} ${variant}.${n}.${k}`, right: `${a} ${variant}.${n}.${k}` })),
      };
    case 'short':
      return { ...base, answers: [String(variant * 100 + n)], numeric: true };
    case 'essay':
      return base;
  }
}

/** A valid file: `variants` × `languages` full sets of `parts` (the same keys and answers in uz and ru). */
export function natcertFile({
  subject,
  parts = FIXTURE_PARTS,
  variants = 3,
  languages = ['uz', 'ru'],
  minutes = FIXTURE_MINUTES,
  year = 2025,
}: {
  subject: string;
  parts?: FixturePart[];
  variants?: number;
  languages?: ('uz' | 'ru')[];
  minutes?: number;
  year?: number;
}) {
  return {
    version: 3,
    kind: 'national-certificate',
    subject,
    spec: {
      source: 'https://example.uz/spec (test fixture, 2025-11-28)',
      minutes,
      parts,
      note_uz: 'Sinov izohi',
      note_ru: 'Тестовое примечание',
    },
    sets: Array.from({ length: variants }, (_, v) => v + 1).flatMap((variant) =>
      languages.map((language) => ({
        variant,
        language,
        year,
        items: parts.flatMap((part) => {
          const before = parts.slice(0, parts.indexOf(part)).reduce((n, p) => n + p.count, 0);
          return Array.from({ length: part.count }, (_, k) => task(part.type, part.points, variant, language, before + k + 1));
        }),
      })),
    ),
  };
}

/** Imports a fixture file (throws naming the problems when it is refused). */
export async function importNatcert(db: Db, file: ReturnType<typeof natcertFile>) {
  return importContent(db, file);
}

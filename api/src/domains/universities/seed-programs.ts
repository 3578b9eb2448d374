// The demo programs of the private universities (ADR 015): one per direction and language a private
// university admitted to in its last year, derived from the seeded admissions, so every program
// names a real direction with its two block subjects. Idempotent: written by (university, slug).
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { question, themedTest, universityProgram } from '../../db/schema';
import { rowsOf } from '../../db/sql';
import type { ProgramSubject } from './schema-programs';

/** Questions and points of a program test: block 1 then block 2, 20 questions each, out of 100. */
export const PROGRAM_TEST: { count: number; points: number }[] = [
  { count: 20, points: 3 },
  { count: 20, points: 2 },
];
export const PROGRAM_TEST_MINUTES = 60;
const PROGRAM_MAX = PROGRAM_TEST.reduce((sum, s) => sum + s.count * s.points, 0);
/** The DTM maximum the admissions' contract scores are out of. */
const DTM_MAX = 189;

interface Row {
  university_id: number;
  slug: string;
  min_price: number | null;
  max_price: number | null;
  direction_id: number;
  code: string;
  d_uz: string;
  d_ru: string;
  s1: number;
  s1_uz: string;
  s1_ru: string;
  s2: number;
  s2_uz: string;
  s2_ru: string;
  language_id: number;
  contract_ball: number | null;
}

function requirements(r: Row, hasTest: boolean): { uz: string; ru: string } {
  const documents = {
    uz: 'Umumiy o‘rta, o‘rta maxsus yoki professional ta’lim haqidagi hujjat, pasport nusxasi va 3×4 rasm.',
    ru: 'Документ о среднем, среднем специальном или профессиональном образовании, копия паспорта и фото 3×4.',
  };
  if (hasTest) {
    return {
      uz: `${documents.uz} Kirish testi: ${r.s1_uz} (20 savol, 3 ball) va ${r.s2_uz} (20 savol, 2 ball), ${PROGRAM_TEST_MINUTES} daqiqa.`,
      ru: `${documents.ru} Вступительный тест: ${r.s1_ru} (20 вопросов по 3 балла) и ${r.s2_ru} (20 вопросов по 2 балла), ${PROGRAM_TEST_MINUTES} минут.`,
    };
  }
  return {
    uz: `${documents.uz} Suhbat (intervyu) va ${r.s1_uz} fanidan yozma ish; ingliz tili sertifikati (IELTS 5.5 yoki undan yuqori) afzallik beradi.`,
    ru: `${documents.ru} Собеседование и письменная работа по предмету «${r.s1_ru}»; сертификат по английскому (IELTS 5.5 и выше) даёт преимущество.`,
  };
}

/** Writes (or refreshes) the programs; answers how many there are. */
export async function seedPrograms(db: Db): Promise<number> {
  const rows = await rowsOf<Row>(
    db,
    sql`select distinct on (u.id, d.id, a.language_id)
          u.id as university_id, u.slug, u.min_contract_price as min_price, u.max_contract_price as max_price,
          d.id as direction_id, d.code, d.name_uz as d_uz, d.name_ru as d_ru,
          s1.id as s1, s1.name_uz as s1_uz, s1.name_ru as s1_ru, s2.id as s2, s2.name_uz as s2_uz, s2.name_ru as s2_ru,
          a.language_id, a.contract_ball
        from admission a
        join university u on u.id = a.university_id and u.type = 'private'
        join direction d on d.id = a.direction_id
        join subject s1 on s1.id = d.subject_1_id
        join subject s2 on s2.id = d.subject_2_id
        where a.year = (select max(a2.year) from admission a2 where a2.university_id = u.id) and d.subject_1_id <> d.subject_2_id
        order by u.id, d.id, a.language_id, a.study_form_id`,
  );
  // a test only where both subjects have enough questions in the program's language
  const pools = await db
    .select({ subject_id: themedTest.subject_id, language_id: themedTest.language_id, n: count() })
    .from(question)
    .innerJoin(themedTest, eq(themedTest.id, question.test_id))
    .groupBy(themedTest.subject_id, themedTest.language_id);
  const pool = new Map(pools.map((p) => [`${p.subject_id}/${p.language_id}`, Number(p.n)]));
  let index = 0;
  let university = -1;
  for (const r of rows) {
    const universityId = Number(r.university_id);
    if (universityId !== university) {
      university = universityId;
      index = 0;
    }
    const languageId = Number(r.language_id);
    const subjects: ProgramSubject[] = [
      { subject_id: Number(r.s1), ...PROGRAM_TEST[0] },
      { subject_id: Number(r.s2), ...PROGRAM_TEST[1] },
    ];
    const enough = subjects.every((s) => (pool.get(`${s.subject_id}/${languageId}`) ?? 0) >= s.count * 2);
    // two programs in three have a test; one in four publishes no passing score
    const hasTest = enough && index % 3 !== 2;
    const contract = r.contract_ball === null ? 60 : Number(r.contract_ball);
    const passing = index % 4 === 3 ? null : Math.min(85, Math.max(30, Math.round((contract / DTM_MAX) * PROGRAM_MAX)));
    const min = Number(r.min_price ?? 20_000_000);
    const max = Number(r.max_price ?? min);
    const price = Math.min(max, min + index * 2_500_000);
    const req = requirements(r, hasTest);
    const values = {
      university_id: universityId,
      slug: `${r.code}-${languageId === 2 ? 'ru' : languageId === 3 ? 'en' : 'uz'}`,
      direction_id: Number(r.direction_id),
      name_uz: r.d_uz,
      name_ru: r.d_ru,
      language_id: languageId,
      study_form_id: 1,
      passing_score: passing,
      contract_price: price,
      requirements_uz: req.uz,
      requirements_ru: req.ru,
      subjects,
      minutes: PROGRAM_TEST_MINUTES,
      duration_years: 4,
      has_test: hasTest,
    };
    await db
      .insert(universityProgram)
      .values(values)
      .onConflictDoUpdate({ target: [universityProgram.university_id, universityProgram.slug], set: values });
    index++;
  }
  const [{ n }] = await db.select({ n: count() }).from(universityProgram);
  return Number(n);
}

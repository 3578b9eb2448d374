// The demo olympiads of the seed (issue 17 item 2): one running now, one starting soon and one
// finished with a few thousand demo participants, so the ranking pages are real. Made through the
// same createOlympiad as `npm run olympiad -- create`; the participants are written in bulk (1,000
// rows a statement). Idempotent: an olympiad whose slug exists is left as it is.
import { asc, eq, inArray } from 'drizzle-orm';
import { roundBall } from '@platform/shared/exams';
import type { Db } from '../../db/client';
import { appUser, olympiad, olympiadCourse, olympiadParticipation, olympiadSection } from '../../db/schema';
import type { SectionStat } from './schema';
import { createOlympiad } from './service-create';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Demo participants of the finished olympiad, and those who finished the running one already. */
export const DEMO_PARTICIPANTS = 3000;
const DEMO_RUNNING_PARTICIPANTS = 60;

const FIRST = [
  'Aziz',
  'Dilnoza',
  'Jasur',
  'Madina',
  'Sardor',
  'Nilufar',
  'Bekzod',
  'Shahnoza',
  'Otabek',
  'Gulnora',
  'Javlon',
  'Malika',
  'Rustam',
  'Zarina',
  'Ulugbek',
  'Kamola',
];
const LAST = [
  'Karimov',
  'Rashidova',
  'Tursunov',
  'Yusupova',
  'Ismoilov',
  'Qodirova',
  'Abdullayev',
  'Nazarova',
  'Ergashev',
  'Saidova',
  'Xolmatov',
  'Aliyeva',
];

/** A small deterministic generator (the demo ranking is the same on every install). */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const iso = (ms: number) => new Date(ms).toISOString();

/** A course: its subjects, `count` questions each, at each subject's points a question. */
const demoCourse = (name_uz: string, name_ru: string, minutes: number, count: number, ...subjects: [subject: string, points: number][]) => ({
  name_uz,
  name_ru,
  minutes,
  subjects: subjects.map(([subject, points]) => ({ subject, count, points })),
});

function demoFiles(now: number) {
  const startActive = Math.floor((now - 3 * HOUR) / HOUR) * HOUR;
  const startSoon = Math.floor((now + 2 * DAY) / HOUR) * HOUR;
  const startDone = Math.floor((now - 10 * DAY) / HOUR) * HOUR;
  const dtmRequired = [
    { subject: 'ona-tili', count: 3, points: 1.1 },
    { subject: 'matematika', count: 3, points: 1.1 },
    { subject: 'ozbekiston-tarixi', count: 3, points: 1.1 },
  ];
  return [
    {
      version: 1,
      kind: 'olympiad',
      slug: 'dtm-olimpiada-demo',
      name_uz: 'DTM bahorgi olimpiadasi',
      name_ru: 'Весенняя олимпиада ДТМ',
      title_uz: "Majburiy fanlar va tanlangan yo'nalish bo'yicha onlayn olimpiada. Natija: ball, teng ballda sarflangan vaqt.",
      title_ru: 'Онлайн-олимпиада по обязательным предметам и выбранному направлению. Результат: баллы, при равенстве — затраченное время.',
      type: 'dtm',
      language_id: 1,
      starts_at: iso(startActive),
      ends_at: iso(startActive + 30 * DAY),
      required: dtmRequired,
      courses: [
        demoCourse('Matematika — Fizika', 'Математика — Физика', 60, 6, ['matematika', 3.1], ['fizika', 2.1]),
        demoCourse('Biologiya — Kimyo', 'Биология — Химия', 60, 6, ['biologiya', 3.1], ['kimyo', 2.1]),
      ],
    },
    {
      version: 1,
      kind: 'olympiad',
      slug: 'ingliz-tili-olimpiada-demo',
      name_uz: 'Ingliz tili olimpiadasi',
      name_ru: 'Олимпиада по английскому языку',
      title_uz: "Ingliz tili grammatikasi va lug'ati bo'yicha 30 daqiqalik olimpiada.",
      title_ru: 'Олимпиада на 30 минут по грамматике и лексике английского языка.',
      type: 'fixed_subject',
      language_id: 1,
      starts_at: iso(startSoon),
      ends_at: iso(startSoon + 3 * HOUR),
      required: [],
      courses: [demoCourse('Ingliz tili', 'Английский язык', 30, 10, ['ingliz-tili', 1])],
    },
    {
      version: 1,
      kind: 'olympiad',
      slug: 'tabiiy-fanlar-olimpiada-demo',
      name_uz: 'Tabiiy fanlar olimpiadasi',
      name_ru: 'Олимпиада по естественным наукам',
      title_uz: "Kimyo, biologiya va geografiya bo'yicha yakunlangan olimpiada: reyting va statistika.",
      title_ru: 'Завершённая олимпиада по химии, биологии и географии: рейтинг и статистика.',
      type: 'fixed_subjects',
      language_id: 1,
      starts_at: iso(startDone),
      ends_at: iso(startDone + 4 * HOUR),
      required: [],
      courses: [
        demoCourse('Kimyo — Biologiya', 'Химия — Биология', 45, 10, ['kimyo', 2], ['biologiya', 1.5]),
        demoCourse('Biologiya — Geografiya', 'Биология — География', 45, 10, ['biologiya', 2], ['geografiya', 1.5]),
      ],
    },
  ];
}

/**
 * `count` demo participants (users with the unused operator code 00, +99800 7xx xx xx from
 * `first`) in a finished olympiad, with scores, times and per-section figures drawn
 * deterministically inside the olympiad's window; written 1,000 rows a statement.
 */
export async function insertDemoParticipants(db: Db, olympiadId: number, count: number, first = 0, now = new Date()): Promise<void> {
  const [o] = await db.select().from(olympiad).where(eq(olympiad.id, olympiadId));
  const courses = await db
    .select()
    .from(olympiadCourse)
    .where(eq(olympiadCourse.olympiad_id, olympiadId))
    .orderBy(asc(olympiadCourse.position));
  const sections = await db.select().from(olympiadSection).where(eq(olympiadSection.olympiad_id, olympiadId));
  const random = generator(olympiadId * 7919 + first);
  // finished attempts only: all of them inside the window and before now
  const window = Math.min(o.ends_at.getTime(), now.getTime()) - o.starts_at.getTime();
  for (let offset = 0; offset < count; offset += 1000) {
    const size = Math.min(1000, count - offset);
    const phones = Array.from({ length: size }, (_, i) => `+998007${String(first + offset + i).padStart(6, '0')}`);
    await db
      .insert(appUser)
      .values(
        phones.map((phone, i) => ({
          phone,
          first_name: FIRST[(first + offset + i) % FIRST.length],
          last_name: LAST[Math.floor((first + offset + i) / FIRST.length) % LAST.length],
          profile_type: 'STUDENT' as const,
          role: 'STUDENT' as const,
        })),
      )
      .onConflictDoNothing();
    const users = await db.select({ id: appUser.id, phone: appUser.phone }).from(appUser).where(inArray(appUser.phone, phones));
    await db
      .insert(olympiadParticipation)
      .values(
        users.map((u) => {
          const course = courses[Math.floor(random() * courses.length)];
          const own = sections.filter((s) => s.course_id === null || s.course_id === course.id);
          const skill = random();
          const stats: SectionStat[] = own.map((s) => {
            const correct = Math.min(s.question_count, Math.round(s.question_count * (0.25 + 0.75 * skill) * (0.8 + 0.2 * random())));
            return {
              subject_id: s.subject_id,
              required: s.course_id === null,
              correct,
              count: s.question_count,
              obtained: roundBall(correct * s.points),
              max: roundBall(s.question_count * s.points),
            };
          });
          const started = o.starts_at.getTime() + Math.floor(random() * Math.max(0, window - course.minutes * 60_000));
          const used = Math.floor((0.3 + 0.7 * random()) * course.minutes * 60_000);
          return {
            olympiad_id: olympiadId,
            user_id: u.id,
            course_id: course.id,
            started_at: new Date(started),
            deadline_at: new Date(started + course.minutes * 60_000),
            finished_at: new Date(started + used),
            score: roundBall(stats.reduce((n, s) => n + s.obtained, 0)),
            max_score: roundBall(stats.reduce((n, s) => n + s.max, 0)),
            correct_count: stats.reduce((n, s) => n + s.correct, 0),
            question_count: stats.reduce((n, s) => n + s.count, 0),
            time_used_ms: used,
            section_stats: stats,
          };
        }),
      )
      .onConflictDoNothing();
  }
}

/** The three demo olympiads (missing ones only), their times relative to `now`. */
export async function seedOlympiads(db: Db, now = new Date()): Promise<void> {
  const files = demoFiles(now.getTime());
  const existing = await db
    .select({ slug: olympiad.slug })
    .from(olympiad)
    .where(
      inArray(
        olympiad.slug,
        files.map((f) => f.slug),
      ),
    );
  const have = new Set(existing.map((e) => e.slug));
  for (const file of files) {
    if (have.has(file.slug)) continue;
    const { id } = await createOlympiad(db, file);
    // the running one's ranking has rows too (a newcomer stands beyond 10th: the sticky bar)
    if (file.type === 'fixed_subjects') await insertDemoParticipants(db, id, DEMO_PARTICIPANTS, 0, now);
    if (file.type === 'dtm') await insertDemoParticipants(db, id, DEMO_RUNNING_PARTICIPANTS, DEMO_PARTICIPANTS, now);
  }
}

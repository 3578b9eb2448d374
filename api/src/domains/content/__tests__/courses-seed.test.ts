// Demo courses (content/courses.json): the data's invariants (references, prices, languages, covers
// and teacher portraits that pass the content import's SVG rules and are what their generators draw)
// and the seed (rows, covers and portraits present, stable ids and creation dates on a forced re-run, skipped when unchanged, clear
// errors for missing references).
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { asc, eq, sql } from 'drizzle-orm';
import { appMeta, contentImage, courseCategory, subject, teacher, teacherCourse } from '../../../db/schema';
import { seed } from '../../../seed';
import { AVATAR_COUNT } from '../../../seed/data/avatars';
import { courseCover } from '../../../../tools/generators/course-covers';
import { TEACHER_LOOKS, portraitOf, teacherPortrait } from '../../../../tools/generators/teacher-portraits';
import { teacherDetailResponse } from '@platform/shared/courses';
import { createTestApp, type TestContext } from '../../../../test/helpers';
import { Browser } from '../../../../test/tests-fixture';
import { contentImageUrl, importContent, sha256Of } from '../import';
import { CONTENT_DIR, REFERENCE_FILE, fileHash, hashKey, bankSubjects, readContentFile, seedContentFile } from '../seed';
import { svgProblem } from '@platform/shared/bank-item';

const COURSES_FILE = 'courses.json';
const { categories: courseCategories, teachers, courses } = readContentFile(COURSES_FILE, 'courses');
const { subjects } = readContentFile(REFERENCE_FILE, 'reference');
/** The subjects with a question bank (all 15 since issue 30). */
const bankSlugs = bankSubjects();
const courseCovers = () => new Map(courses.map((c) => [c.slug, c.cover]));
const seedCourses = (db: TestContext['database']['db'], options: { force?: boolean; now?: Date } = {}) =>
  seedContentFile(db, COURSES_FILE, options);

const DAY_MS = 86_400_000;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const CYRILLIC = /[\u0400-\u04FF]/;
/** Typographic apostrophes and the Uzbek modifier letters: the seed writes ASCII ' instead. */
/** an apostrophe of another convention than the banks' (oʻ/gʻ U+02BB, the tutuq U+02BC; issue 30): ASCII or typographic */
const OTHER_APOSTROPHE = /['‘’`]/;

const duplicates = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);

describe('course data', () => {
  it('has unique kebab-case slugs that fit their columns', () => {
    for (const [what, slugs, max] of [
      ['category', courseCategories.map((c) => c.slug), 60],
      ['teacher', teachers.map((t) => t.slug), 120],
      ['course', courses.map((c) => c.slug), 140],
    ] as const) {
      assert.deepEqual(duplicates([...slugs]), [], `duplicate ${what} slugs`);
      for (const slug of slugs) {
        assert.match(slug, SLUG, `${what} slug`);
        assert.ok(slug.length <= max, `${what} slug ${slug} is longer than ${max}`);
      }
    }
    assert.ok(courseCategories.length >= 5, `categories: ${courseCategories.length}`);
    assert.ok(teachers.length >= 20, `teachers: ${teachers.length}`);
    assert.ok(courses.length >= 60, `courses: ${courses.length}`);
  });

  it('gives the eight subjects that had topic tests before the banks at least two uz courses and one ru course, each course a subject with a bank', () => {
    const taught = ['ona-tili', 'matematika', 'ozbekiston-tarixi', 'fizika', 'kimyo', 'biologiya', 'ingliz-tili', 'geografiya'];
    for (const slug of taught) {
      const of = (language: number) => courses.filter((c) => c.subject === slug && c.language_id === language).length;
      assert.ok(of(1) >= 2, `${slug}: ${of(1)} uz courses`);
      assert.ok(of(2) >= 1, `${slug}: ${of(2)} ru courses`);
    }
    for (const c of courses) assert.ok(c.subject === null || bankSlugs.includes(c.subject), `${c.slug}: ${c.subject} has a bank`);
    assert.ok(courses.filter((c) => c.subject === null).length >= 3, 'some courses belong to no subject');
  });

  it('refers only to defined teachers, categories, subjects and seeded avatars, and uses each of them', () => {
    const teacherSlugs = new Set(teachers.map((t) => t.slug));
    const categorySlugs = new Set(courseCategories.map((c) => c.slug));
    const subjectSlugs = new Set(subjects.map((s) => s.slug));
    for (const c of courses) {
      assert.ok(teacherSlugs.has(c.teacher), `${c.slug}: teacher ${c.teacher}`);
      assert.ok(categorySlugs.has(c.category), `${c.slug}: category ${c.category}`);
      assert.ok(c.subject === null || subjectSlugs.has(c.subject), `${c.slug}: subject ${c.subject}`);
    }
    for (const t of teachers) {
      assert.ok(Number.isInteger(t.avatar_id) && t.avatar_id >= 1 && t.avatar_id <= AVATAR_COUNT, `${t.slug}: avatar ${t.avatar_id}`);
      assert.ok(
        courses.some((c) => c.teacher === t.slug),
        `${t.slug} teaches nothing`,
      );
    }
    for (const category of courseCategories) {
      assert.ok(
        courses.some((c) => c.category === category.slug),
        `category ${category.slug} is empty`,
      );
    }
    assert.deepEqual(
      courseCategories.map((c) => c.sort),
      courseCategories.map((_, i) => i + 1),
    );
  });

  it('prices: free courses cost 0 without a discount; premium ones a positive whole number of thousands', () => {
    for (const c of courses) {
      if (c.type === 'free') {
        assert.equal(c.price, 0, `${c.slug}: price`);
        assert.equal(c.discount_percent, 0, `${c.slug}: discount`);
      } else {
        assert.equal(c.type, 'premium');
        assert.ok(c.price >= 100_000 && c.price <= 1_000_000 && c.price % 1000 === 0, `${c.slug}: price ${c.price}`);
        assert.ok([0, 10, 15, 20, 25].includes(c.discount_percent), `${c.slug}: discount ${c.discount_percent}`);
      }
    }
    assert.ok(courses.some((c) => c.type === 'free') && courses.some((c) => c.type === 'premium'));
  });

  it('ratings, lesson counts and ages are in range', () => {
    for (const c of courses) {
      assert.ok(c.rating >= 3.6 && c.rating <= 5, `${c.slug}: rating ${c.rating}`);
      assert.equal(Math.round(c.rating * 10) / 10, c.rating, `${c.slug}: one decimal`);
      assert.ok(Number.isInteger(c.rating_count) && c.rating_count > 0, `${c.slug}: rating_count`);
      assert.ok(Number.isInteger(c.lesson_count) && c.lesson_count >= 8 && c.lesson_count <= 60, `${c.slug}: lesson_count`);
      assert.ok(Number.isInteger(c.created_days_ago) && c.created_days_ago >= 0 && c.created_days_ago <= 200, `${c.slug}: age`);
    }
    assert.ok(courses.filter((c) => c.created_days_ago <= 14).length >= 3, 'a few courses are new');
  });

  it('writes each course in its own language, and Uzbek in Latin script with the apostrophes ʻ and ʼ', () => {
    for (const c of courses) {
      assert.ok(c.name.trim() && c.name.length <= 200, `${c.slug}: name`);
      const sentences = c.description.split(/[.!?](?:\s|$)/).filter((s) => s.trim()).length;
      assert.ok(sentences >= 2 && sentences <= 4, `${c.slug}: ${sentences} sentences`);
      for (const text of [c.name, c.description]) {
        if (c.language_id === 2) assert.match(text, CYRILLIC, `${c.slug} is a ru course`);
        else {
          assert.doesNotMatch(text, CYRILLIC, `${c.slug} is a uz course`);
          assert.doesNotMatch(text, OTHER_APOSTROPHE, `${c.slug}`);
        }
      }
    }
    for (const t of teachers) {
      assert.doesNotMatch(t.full_name + t.specialty_uz + t.bio_uz, CYRILLIC, t.slug);
      assert.doesNotMatch(t.full_name + t.specialty_uz + t.bio_uz, OTHER_APOSTROPHE, t.slug);
      assert.match(t.specialty_ru + t.bio_ru, CYRILLIC, t.slug);
    }
    for (const category of courseCategories) {
      assert.doesNotMatch(category.name_uz, CYRILLIC);
      assert.match(category.name_ru, CYRILLIC);
    }
  });

  it('has a small, safe, text-free cover for every course: the one the cover generator draws', () => {
    const covers = courseCovers();
    assert.equal(covers.size, courses.length);
    for (const c of courses) {
      const svg = covers.get(c.slug)!;
      assert.equal(svgProblem(svg), null, c.slug);
      assert.ok(Buffer.byteLength(svg, 'utf8') < 3 * 1024, `${c.slug}: ${Buffer.byteLength(svg, 'utf8')} bytes`);
      assert.doesNotMatch(svg, /<text|<tspan/, `${c.slug}: no text in covers`);
      assert.match(svg, /viewBox="0 0 640 360"/);
      assert.equal(svg, svg.trim());
      const colour = subjects.find((s) => s.slug === c.subject)?.color;
      if (colour) assert.equal(courseCover(c, colour), svg, `${c.slug}: deterministic`);
    }
    assert.equal(new Set(covers.values()).size, courses.length, 'every course has its own cover');
    assert.throws(() => courseCover({ slug: 'x' }, 'red'), /expected a colour #RRGGBB/);
  });

  it('has a small, safe portrait for every teacher, titled with their name, no two alike: the one the portrait generator draws', () => {
    for (const t of teachers) {
      const svg = t.portrait;
      assert.ok(svg, `${t.slug}: no portrait`);
      assert.equal(svgProblem(svg), null, t.slug);
      assert.ok(Buffer.byteLength(svg, 'utf8') < 4 * 1024, `${t.slug}: ${Buffer.byteLength(svg, 'utf8')} bytes`);
      assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 128 128" role="img"><title>([^<]+)<\/title>/);
      assert.equal(/<title>([^<]+)<\/title>/.exec(svg)![1], t.full_name, `${t.slug}: title`);
      assert.equal(portraitOf(t), svg, `${t.slug}: deterministic`);
    }
    assert.equal(new Set(teachers.map((t) => t.portrait)).size, teachers.length, 'every teacher has their own portrait');
    assert.deepEqual(Object.keys(TEACHER_LOOKS).sort(), teachers.map((t) => t.slug).sort(), 'looks for exactly the seeded teachers');
    assert.throws(() => portraitOf({ slug: 'nobody', full_name: 'Nobody' }), /no looks for the teacher "nobody"/);
    assert.throws(() => teacherPortrait('X', { ...TEACHER_LOOKS['olga-kim'], skin: 'beige' }), /expected a colour #rrggbb, got beige/);
  });
});

describe('seedCourses', () => {
  let ctx: TestContext;
  let seededAt: number;
  before(async () => {
    seededAt = Date.now();
    ctx = await createTestApp({ freshSeed: true });
  });
  after(async () => {
    await ctx?.close();
  });

  const snapshot = async () => {
    const db = ctx.database.db;
    return {
      categories: await db
        .select({ id: courseCategory.id, slug: courseCategory.slug })
        .from(courseCategory)
        .orderBy(asc(courseCategory.id)),
      teachers: await db
        .select({ id: teacher.id, slug: teacher.slug, created_at: teacher.created_at })
        .from(teacher)
        .orderBy(asc(teacher.id)),
      courses: await db.select().from(teacherCourse).orderBy(asc(teacherCourse.id)),
      images: (await db.select({ n: sql<number>`count(*)::int` }).from(contentImage))[0].n,
    };
  };

  it('stored every category, teacher and course, with its references and its cover', async () => {
    const db = ctx.database.db;
    const rows = await db
      .select({
        slug: teacherCourse.slug,
        teacher: teacher.slug,
        category: courseCategory.slug,
        subject: subject.slug,
        language_id: teacherCourse.language_id,
        name: teacherCourse.name,
        price: teacherCourse.price,
        discount_percent: teacherCourse.discount_percent,
        type: teacherCourse.type,
        rating: teacherCourse.rating,
        created_at: teacherCourse.created_at,
        image_sha256: teacherCourse.image_sha256,
        svg: contentImage.svg,
      })
      .from(teacherCourse)
      .innerJoin(teacher, eq(teacher.id, teacherCourse.teacher_id))
      .innerJoin(courseCategory, eq(courseCategory.id, teacherCourse.category_id))
      .leftJoin(subject, eq(subject.id, teacherCourse.subject_id))
      .leftJoin(contentImage, eq(contentImage.sha256, teacherCourse.image_sha256));
    assert.equal(rows.length, courses.length);
    assert.equal((await db.select().from(teacher)).length, teachers.length);
    assert.equal((await db.select().from(courseCategory)).length, courseCategories.length);
    const covers = courseCovers();
    const bySlug = new Map(rows.map((r) => [r.slug, r]));
    for (const c of courses) {
      const row = bySlug.get(c.slug);
      assert.ok(row, c.slug);
      assert.deepEqual(
        { ...row, rating: Math.round(row.rating * 10) / 10, created_at: undefined, image_sha256: undefined, svg: undefined },
        {
          slug: c.slug,
          teacher: c.teacher,
          category: c.category,
          subject: c.subject,
          language_id: c.language_id,
          name: c.name,
          price: c.price,
          discount_percent: c.discount_percent,
          type: c.type,
          rating: c.rating,
          created_at: undefined,
          image_sha256: undefined,
          svg: undefined,
        },
      );
      assert.equal(row.svg, covers.get(c.slug), `${c.slug}: cover stored`);
      assert.equal(row.image_sha256, sha256Of(row.svg!));
      const expected = seededAt - c.created_days_ago * DAY_MS;
      assert.ok(Math.abs(row.created_at.getTime() - expected) < 10 * 60_000, `${c.slug}: created ${row.created_at.toISOString()}`);
    }
    const [hash] = await db
      .select()
      .from(appMeta)
      .where(eq(appMeta.key, hashKey(COURSES_FILE)));
    assert.equal(hash?.value, fileHash(COURSES_FILE));
  });

  it("stored every teacher's portrait as a content image, by its hash", async () => {
    const rows = await ctx.database.db
      .select({ slug: teacher.slug, portrait_sha256: teacher.portrait_sha256, svg: contentImage.svg })
      .from(teacher)
      .leftJoin(contentImage, eq(contentImage.sha256, teacher.portrait_sha256));
    assert.equal(rows.length, teachers.length);
    for (const t of teachers) {
      const row = rows.find((r) => r.slug === t.slug);
      assert.equal(row?.svg, t.portrait, `${t.slug}: portrait stored`);
      assert.equal(row?.portrait_sha256, sha256Of(t.portrait!));
    }
  });

  it('serves the covers at their content-image url', async () => {
    const svg = courseCovers().get(courses[0].slug)!;
    const res = await ctx.app.inject({ method: 'GET', url: contentImageUrl(sha256Of(svg)) });
    assert.equal(res.statusCode, 200);
    assert.equal(res.body, svg);
  });

  it('a forced re-run keeps every id and creation date; an unchanged one is skipped', async () => {
    const before = await snapshot();
    const later = new Date(Date.now() + 30 * DAY_MS);
    const forced = await seedCourses(ctx.database.db, { force: true, now: later });
    assert.equal(forced.skipped, false);
    assert.deepEqual(forced.result?.written, { categories: 0, teachers: 0, courses: 0, lessons: 0, contacts: 0, images: 0 });
    assert.deepEqual(await snapshot(), before);
    assert.deepEqual(await seedCourses(ctx.database.db, { now: later }), { skipped: true });
    assert.deepEqual(await seed(ctx.database.db), { skipped: true });
    assert.deepEqual(await snapshot(), before);
  });

  it('reloads when the stored hash is stale, updating the rows in place', async () => {
    const db = ctx.database.db;
    const slug = courses[0].slug;
    const [row] = await db.select().from(teacherCourse).where(eq(teacherCourse.slug, slug));
    await db.update(teacherCourse).set({ name: 'edited', lesson_count: 1 }).where(eq(teacherCourse.slug, slug));
    await db
      .update(appMeta)
      .set({ value: 'stale' })
      .where(eq(appMeta.key, hashKey(COURSES_FILE)));
    const reload = await seedCourses(db);
    assert.equal(reload.skipped, false);
    assert.deepEqual(reload.result?.written, { categories: 0, teachers: 0, courses: 1, lessons: 0, contacts: 0, images: 0 });
    const [reloaded] = await db.select().from(teacherCourse).where(eq(teacherCourse.slug, slug));
    assert.deepEqual(reloaded, row);
  });

  it('a teacher imported without a portrait shows their avatar; importing it again puts the portrait back', async () => {
    const db = ctx.database.db;
    const before = await snapshot();
    const raw = () => JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, COURSES_FILE), 'utf8')) as { teachers: { portrait?: string }[] };
    const without = raw();
    delete without.teachers[0].portrait;
    const removed = await importContent(db, without);
    assert.deepEqual(removed.written, { categories: 0, teachers: 1, courses: 0, lessons: 0, contacts: 0, images: 0 });
    const info = async () => teacherDetailResponse.parse(await new Browser(ctx.app).ok(`/api/teacher/info?slug=${teachers[0].slug}`)).data;
    assert.equal((await info()).image.small, `/api/avatars/${teachers[0].avatar_id}.svg`);
    const restored = await importContent(db, raw());
    assert.deepEqual(restored.written, { categories: 0, teachers: 1, courses: 0, lessons: 0, contacts: 0, images: 0 });
    assert.equal((await info()).image.small, contentImageUrl(sha256Of(teachers[0].portrait!)));
    assert.deepEqual(await snapshot(), before);
  });

  it('refuses, naming the slug, when a referenced subject or avatar is missing, and writes nothing', async () => {
    const db = ctx.database.db;
    const before = await snapshot();
    await db.update(subject).set({ slug: 'geografiya-renamed' }).where(eq(subject.slug, 'geografiya'));
    try {
      await assert.rejects(
        seedCourses(db, { force: true }),
        /\ncourses\[\d+\]\.subject: no subject with the slug "geografiya" \(course "geografiya-dtm"\)\n/,
      );
    } finally {
      await db.update(subject).set({ slug: 'geografiya' }).where(eq(subject.slug, 'geografiya-renamed'));
    }
    const avatarOwner = teachers[0];
    await db.execute(sql`alter table teacher drop constraint teacher_avatar_id_avatar_id_fk`);
    try {
      await db.execute(sql`delete from avatar where id = ${avatarOwner.avatar_id}`);
      await assert.rejects(
        seedCourses(db, { force: true }),
        new RegExp(`\\nteachers\\[0\\]\\.avatar_id: no avatar with the id ${avatarOwner.avatar_id} \\(teacher "${avatarOwner.slug}"\\)$`),
      );
    } finally {
      await seed(db); // seedAccounts puts the avatar back
      await db.execute(
        sql`alter table teacher add constraint teacher_avatar_id_avatar_id_fk foreign key (avatar_id) references avatar(id)`,
      );
    }
    assert.deepEqual(await snapshot(), before);
    assert.deepEqual(await seedCourses(db), { skipped: true });
  });
});

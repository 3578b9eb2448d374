// The course catalogue (SPEC §7 "Courses and teachers", §9 page sizes) on the seeded catalogue: every
// sort and filter combination of GET /teacher-course/view against an order computed here from the
// rows, page boundaries, the home sections, teachers, the course and teacher pages, saving, bad input.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { asc, eq } from 'drizzle-orm';
import {
  COURSE_PAGE_SIZE,
  HOME_SECTION_COURSES,
  POPULAR_PRIOR_WEIGHT,
  TEACHER_PAGE_SIZE,
  TOP_TEACHERS_DEFAULT,
  categoryCoursesResponse,
  categorySelectResponse,
  coursePrice,
  courseDetailResponse,
  courseListResponse,
  saveCourseResponse,
  teacherDetailResponse,
  teacherListResponse,
  topCoursesResponse,
  topTeachersResponse,
} from '@platform/shared/courses';
import { errorBodySchema } from '@platform/shared/contracts';
import { courseCategory, courseLesson, savedCourse, teacher, teacherContact, teacherCourse } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../../test/helpers';
import { Browser, signedInUser } from '../../../../test/tests-fixture';

let ctx: TestContext;
let guest: Browser;
let alice: { browser: Browser; id: number };

interface Row {
  id: number;
  slug: string;
  name: string;
  teacher_id: number;
  teacher_name: string;
  category_id: number;
  language_id: number;
  type: 'free' | 'premium';
  price: number;
  discount_percent: number;
  rating: number;
  rating_count: number;
  created: number;
}
let rows: Row[] = [];
let mean = 0;

const db = () => ctx.database.db;
const score = (sum: number, n: number) => (sum + POPULAR_PRIOR_WEIGHT * mean) / (n + POPULAR_PRIOR_WEIGHT);
const courseScore = (r: Row) => score(r.rating * r.rating_count, r.rating_count);
const paid = (r: Row) => coursePrice(r);

before(async () => {
  ctx = await createTestApp();
  guest = new Browser(ctx.app);
  alice = await signedInUser(ctx.app);
  rows = (
    await db()
      .select({ c: teacherCourse, teacher_name: teacher.full_name })
      .from(teacherCourse)
      .innerJoin(teacher, eq(teacher.id, teacherCourse.teacher_id))
  ).map(({ c, teacher_name }) => ({ ...c, teacher_name, created: c.created_at.getTime() }));
  const rated = rows.reduce((n, r) => n + r.rating_count, 0);
  mean = rows.reduce((n, r) => n + r.rating * r.rating_count, 0) / rated;
});
after(async () => {
  await ctx?.close();
});

/** Every page of a course list query; checks the meta of each page. */
async function allPages(query: Record<string, string | number>, size: number): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const qs = new URLSearchParams({ ...query, page: String(page), size: String(size) } as Record<string, string>);
    const body = courseListResponse.parse(await guest.ok(`/api/teacher-course/view?${qs}`));
    assert.equal(body.meta.page, page);
    assert.equal(body.meta.size, size);
    assert.equal(body.meta.page_count, Math.ceil(body.meta.total / size));
    ids.push(...body.data.map((c) => c.id));
    if (page >= body.meta.page_count) {
      assert.equal(ids.length, body.meta.total);
      return ids;
    }
    assert.equal(body.data.length, size, 'a full page before the last');
  }
}

type Dir = 'asc' | 'desc';
const SORTS: { name: string; query: Record<string, Dir>; keys: [(r: Row) => number, Dir][] }[] = [
  { name: 'none', query: {}, keys: [] },
  { name: 'popular', query: { sort_by_rating: 'desc' }, keys: [[courseScore, 'desc']] },
  { name: 'least popular', query: { sort_by_rating: 'asc' }, keys: [[courseScore, 'asc']] },
  { name: 'new', query: { sort_by_created_at: 'desc' }, keys: [[(r) => r.created, 'desc']] },
  { name: 'old', query: { sort_by_created_at: 'asc' }, keys: [[(r) => r.created, 'asc']] },
  { name: 'cheap', query: { sort_by_price: 'asc' }, keys: [[paid, 'asc']] },
  { name: 'dear', query: { sort_by_price: 'desc' }, keys: [[paid, 'desc']] },
  {
    name: 'popular, then cheap',
    query: { sort_by_rating: 'desc', sort_by_price: 'asc' },
    keys: [
      [courseScore, 'desc'],
      [paid, 'asc'],
    ],
  },
  {
    name: 'new, then dear',
    query: { sort_by_created_at: 'desc', sort_by_price: 'desc' },
    keys: [
      [(r) => r.created, 'desc'],
      [paid, 'desc'],
    ],
  },
];

type Filter = { type?: string; categories?: number[]; language?: 'uz' | 'ru'; search?: string };
const LANGUAGE_ID = { uz: 1, ru: 2 };

function expected(filter: Filter, keys: [(r: Row) => number, Dir][]): number[] {
  const needle = filter.search?.toLowerCase();
  return rows
    .filter((r) => !filter.type || r.type === filter.type)
    .filter((r) => !filter.categories || filter.categories.includes(r.category_id))
    .filter((r) => !filter.language || r.language_id === LANGUAGE_ID[filter.language])
    .filter((r) => !needle || r.name.toLowerCase().includes(needle) || r.teacher_name.toLowerCase().includes(needle))
    .sort((a, b) => {
      for (const [key, dir] of keys) {
        const d = key(a) - key(b);
        if (d !== 0) return dir === 'asc' ? d : -d;
      }
      return b.id - a.id;
    })
    .map((r) => r.id);
}

describe('GET /api/teacher-course/view', () => {
  it('the seed is a catalogue worth browsing: more than two pages of 24', () => {
    assert.ok(rows.length >= 60, `${rows.length} courses`);
  });

  it('every sort and filter combination gives the order computed from the rows, on every page', async () => {
    const categories = [...new Set(rows.map((r) => r.category_id))].sort((a, b) => a - b);
    const filters: Filter[] = [
      {},
      { language: 'uz' },
      { language: 'ru' },
      { language: 'ru', type: 'premium', categories: [categories[0], categories[2]] },
      { language: 'uz', search: 'a' },
      { type: 'free' },
      { type: 'premium' },
      { categories: [categories[0]] },
      { categories: [categories[1], categories[3]] },
      { type: 'premium', categories: [categories[0], categories[2]] },
      { search: 'matem' },
      { search: 'KARIM' },
      { type: 'free', search: 'a' },
      { search: 'no such course at all' },
    ];
    let combinations = 0;
    for (const filter of filters) {
      for (const sort of SORTS) {
        const query: Record<string, string> = { ...sort.query };
        if (filter.type) query.type = filter.type;
        if (filter.categories) query.category_id = filter.categories.join(',');
        if (filter.language) query.language = filter.language;
        if (filter.search) query.search = filter.search;
        const want = expected(filter, sort.keys);
        assert.deepEqual(await allPages(query, COURSE_PAGE_SIZE), want, `${JSON.stringify(filter)} sorted ${sort.name}`);
        combinations++;
      }
    }
    assert.equal(combinations, filters.length * SORTS.length);
    // the filters really narrow: each named filter above matches some courses and not all
    const named: Filter[] = [
      { type: 'free' },
      { search: 'matem' },
      { search: 'KARIM' },
      { categories: [categories[0]] },
      { language: 'uz' },
      { language: 'ru' },
      { language: 'ru', type: 'premium', categories: [categories[0], categories[2]] },
    ];
    for (const f of named) {
      const n = expected(f, []).length;
      assert.ok(n > 0 && n < rows.length, `${JSON.stringify(f)}: ${n}`);
    }
  });

  it('pages split at the page size with nothing lost or repeated; size defaults to 24', async () => {
    const want = expected({}, SORTS[1].keys);
    for (const size of [1, 7, 24]) assert.deepEqual(await allPages({ sort_by_rating: 'desc' }, size), want, `size ${size}`);
    const first = courseListResponse.parse(await guest.ok('/api/teacher-course/view'));
    assert.equal(first.meta.size, COURSE_PAGE_SIZE);
    assert.equal(first.data.length, COURSE_PAGE_SIZE);
    assert.equal(first.meta.total, rows.length);
    const beyond = courseListResponse.parse(await guest.ok(`/api/teacher-course/view?page=${first.meta.page_count + 1}`));
    assert.deepEqual(beyond.data, []);
    assert.equal(beyond.meta.total, rows.length);
  });

  it('popular means well rated by many: one 5-star rating does not beat hundreds of 4.8s', async () => {
    const lone = rows.find((r) => r.rating === 5 && r.rating_count === 1);
    const many = rows.find((r) => r.rating === 4.8 && r.rating_count >= 200);
    assert.ok(lone && many, 'the seed has both');
    const order = await allPages({ sort_by_rating: 'desc' }, COURSE_PAGE_SIZE);
    assert.ok(order.indexOf(many.id) < order.indexOf(lone.id));
    // by the raw average the lone rating would be first
    assert.equal(Math.max(...rows.map((r) => r.rating)), 5);
  });
});

describe('the courses home', () => {
  it('GET /category-course/select: the categories in order, localised', async () => {
    const stored = await db().select().from(courseCategory).orderBy(asc(courseCategory.sort));
    const uz = categorySelectResponse.parse(await guest.ok('/api/category-course/select')).data;
    assert.deepEqual(
      uz,
      stored.map((c) => ({ id: c.id, name: c.name_uz })),
    );
    const ru = categorySelectResponse.parse(await new Browser(ctx.app, { 'accept-language': 'ru' }).ok('/api/category-course/select')).data;
    assert.deepEqual(
      ru.map((c) => c.name),
      stored.map((c) => c.name_ru),
    );
  });

  it('GET /teacher-course/category-courses: each category with its most popular courses', async () => {
    const sections = categoryCoursesResponse.parse(await guest.ok('/api/teacher-course/category-courses')).data;
    const stored = await db().select().from(courseCategory).orderBy(asc(courseCategory.sort));
    assert.deepEqual(
      sections.map((s) => s.id),
      stored.map((c) => c.id),
    );
    for (const section of sections) {
      assert.deepEqual(
        section.courses.map((c) => c.id),
        expected({ categories: [section.id] }, SORTS[1].keys).slice(0, HOME_SECTION_COURSES),
        section.category_name,
      );
    }
  });

  it('GET /teacher-course/top-courses: the most popular courses', async () => {
    const top = topCoursesResponse.parse(await guest.ok('/api/teacher-course/top-courses')).data;
    assert.deepEqual(
      top.map((c) => c.id),
      expected({}, SORTS[1].keys).slice(0, HOME_SECTION_COURSES),
    );
  });
});

describe('teachers', () => {
  const teacherOrder = async () => {
    const list = await db().select().from(teacher);
    return list
      .map((t) => {
        const own = rows.filter((r) => r.teacher_id === t.id);
        const n = own.reduce((s, r) => s + r.rating_count, 0);
        const sum = own.reduce((s, r) => s + r.rating * r.rating_count, 0);
        return { t, n, sum, courses: own.length, score: score(sum, n) };
      })
      .sort((a, b) => b.score - a.score || a.t.id - b.t.id);
  };

  it('GET /teacher/view: every teacher, best first, 32 a page, with their aggregate rating and course count', async () => {
    const want = await teacherOrder();
    assert.ok(want.length >= 20, `${want.length} teachers`);
    const body = teacherListResponse.parse(await guest.ok('/api/teacher/view'));
    assert.equal(body.meta.size, TEACHER_PAGE_SIZE);
    assert.equal(body.meta.total, want.length);
    assert.deepEqual(
      body.data.map((t) => t.id),
      want.slice(0, TEACHER_PAGE_SIZE).map((w) => w.t.id),
    );
    for (const [i, card] of body.data.entries()) {
      assert.equal(card.course_count, want[i].courses);
      assert.equal(card.rating_count, want[i].n);
      assert.equal(card.rating, Math.round((want[i].sum / want[i].n) * 10) / 10);
      assert.equal(card.user_name, want[i].t.specialty_uz);
    }
    // pages of 5: the same order, nothing lost
    const ids: number[] = [];
    for (let page = 1; page <= Math.ceil(want.length / 5); page++) {
      const p = teacherListResponse.parse(await guest.ok(`/api/teacher/view?size=5&page=${page}`));
      assert.equal(p.meta.page_count, Math.ceil(want.length / 5));
      ids.push(...p.data.map((t) => t.id));
    }
    assert.deepEqual(
      ids,
      want.map((w) => w.t.id),
    );
  });

  it('GET /teacher/view?search: by name or specialty, in either language', async () => {
    const byName = teacherListResponse.parse(await guest.ok('/api/teacher/view?search=karimova')).data;
    assert.deepEqual(
      byName.map((t) => t.slug),
      ['dilnoza-karimova'],
    );
    const bySpecialty = teacherListResponse.parse(await guest.ok(`/api/teacher/view?search=${encodeURIComponent('немецкого')}`)).data;
    assert.deepEqual(
      bySpecialty.map((t) => t.slug),
      ['kamola-saidova'],
    );
    const none = teacherListResponse.parse(await guest.ok('/api/teacher/view?search=zzzz'));
    assert.deepEqual(none, { data: [], meta: { page: 1, size: TEACHER_PAGE_SIZE, total: 0, page_count: 0 } });
  });

  it('GET /teacher/top: 6 by default, or `limit`, best first', async () => {
    const want = (await teacherOrder()).map((w) => w.t.id);
    const top = topTeachersResponse.parse(await guest.ok('/api/teacher/top')).data;
    assert.equal(top.length, TOP_TEACHERS_DEFAULT);
    assert.deepEqual(
      top.map((t) => t.id),
      want.slice(0, TOP_TEACHERS_DEFAULT),
    );
    const three = topTeachersResponse.parse(await guest.ok('/api/teacher/top?limit=3')).data;
    assert.deepEqual(
      three.map((t) => t.id),
      want.slice(0, 3),
    );
  });

  it('every teacher has a portrait of their own, the same on teacher cards, the teacher page and course cards and pages', async () => {
    const list = teacherListResponse.parse(await guest.ok('/api/teacher/view')).data;
    assert.equal(list.length, (await db().select().from(teacher)).length);
    const portraits = new Map(list.map((t) => [t.slug, t.image.small]));
    assert.equal(new Set(portraits.values()).size, list.length, 'no two teachers share a picture');
    for (const [slug, url] of portraits) {
      assert.match(url, /^\/api\/content-images\/[0-9a-f]{64}\.svg$/, `${slug}: a portrait, not an avatar`);
      const res = await ctx.app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 200, `${slug}: served`);
      assert.match(res.headers['content-type'] as string, /^image\/svg\+xml/);
      const [name] = await db().select({ full_name: teacher.full_name }).from(teacher).where(eq(teacher.slug, slug));
      assert.ok(res.body.includes(`<title>${name.full_name}</title>`), `${slug}: titled with the teacher's name`);
    }
    const courses = courseListResponse.parse(await guest.ok(`/api/teacher-course/view?size=${COURSE_PAGE_SIZE}`)).data;
    for (const c of courses) assert.equal(c.teacher.image.small, portraits.get(c.teacher.slug), `${c.slug}: the teacher's portrait`);
    const page = teacherDetailResponse.parse(await guest.ok('/api/teacher/info?slug=olga-kim')).data;
    assert.equal(page.image.small, portraits.get('olga-kim'));
    for (const c of page.courses) assert.equal(c.teacher.image.small, portraits.get('olga-kim'));
    const detail = courseDetailResponse.parse(await guest.ok(`/api/teacher-course/course?slug=${page.courses[0].slug}`)).data;
    assert.equal(detail.teacher.image.small, portraits.get('olga-kim'));
  });

  it('GET /teacher/info: the teacher page with bio, social links and courses (popular first); 404 for an unknown slug', async () => {
    const [t] = await db().select().from(teacher).where(eq(teacher.slug, 'sardor-rahimov'));
    const links = await db().select().from(teacherContact).where(eq(teacherContact.teacher_id, t.id)).orderBy(asc(teacherContact.id));
    const ru = teacherDetailResponse.parse(
      await new Browser(ctx.app, { 'accept-language': 'ru' }).ok('/api/teacher/info?slug=sardor-rahimov'),
    ).data;
    assert.equal(ru.full_name, t.full_name);
    assert.equal(ru.user_name, t.specialty_ru);
    assert.equal(ru.bio, t.bio_ru);
    assert.ok(links.length >= 2);
    assert.deepEqual(
      ru.contacts,
      links.map(({ id, type, url }) => ({ id, type, url })),
    );
    assert.deepEqual(
      ru.courses.map((c) => c.id),
      expected({}, SORTS[1].keys).filter((id) => rows.find((r) => r.id === id)!.teacher_id === t.id),
    );
    assert.equal(ru.course_count, ru.courses.length);
    const missing = await guest.get('/api/teacher/info?slug=nobody-at-all');
    assert.equal(missing.status, 404);
    assert.equal(errorBodySchema.parse(missing.body).code, 'TEACHER_NOT_FOUND');
  });
});

describe('GET /api/teacher-course/course', () => {
  it('a course page: the card, description, rating count, category, teacher specialty and the lessons in order', async () => {
    const row = rows.find((r) => r.slug === 'matematika-dtm-toliq-kurs')!;
    const lessons = await db().select().from(courseLesson).where(eq(courseLesson.course_id, row.id)).orderBy(asc(courseLesson.position));
    const course = courseDetailResponse.parse(await guest.ok('/api/teacher-course/course?slug=matematika-dtm-toliq-kurs')).data;
    assert.equal(course.id, row.id);
    assert.equal(course.rating_count, row.rating_count);
    assert.equal(course.teacher.slug, 'sardor-rahimov');
    assert.equal(course.teacher.user_name, 'Matematika oʻqituvchisi, olimpiada murabbiyi');
    assert.ok(course.description.length > 0);
    assert.ok(lessons.length >= 8);
    assert.equal(course.lesson_count, lessons.length);
    assert.deepEqual(
      course.lessons,
      lessons.map(({ position, title, duration_seconds }) => ({ position, title, duration_seconds })),
    );
    assert.equal(course.is_saved, false);
  });

  it('an unknown slug is a localised 404', async () => {
    const uz = await guest.get('/api/teacher-course/course?slug=no-such-course');
    assert.equal(uz.status, 404);
    assert.deepEqual(errorBodySchema.parse(uz.body), { code: 'COURSE_NOT_FOUND', message: 'Kurs topilmadi' });
    const ru = await new Browser(ctx.app, { 'accept-language': 'ru' }).get('/api/teacher-course/course?slug=no-such-course');
    assert.equal(errorBodySchema.parse(ru.body).message, 'Курс не найден');
  });
});

describe('POST /api/teacher-course/save-course', () => {
  const save = (b: Browser, id: unknown, action: unknown) => b.post('/api/teacher-course/save-course', { teacher_course_id: id, action });
  const savedRows = async (userId: number) =>
    (await db().select().from(savedCourse).where(eq(savedCourse.user_id, userId))).map((r) => r.course_id);

  it('add and remove are idempotent, and the saved flag follows on every read', async () => {
    const course = rows.find((r) => r.slug === 'kasrlar-va-foizlar')!;
    for (let i = 0; i < 2; i++) {
      const res = await save(alice.browser, course.id, 'add');
      assert.equal(res.status, 200, res.raw);
      assert.deepEqual(saveCourseResponse.parse(res.body).data, { id: course.id, is_saved: true });
      assert.deepEqual(await savedRows(alice.id), [course.id]);
    }
    const detail = courseDetailResponse.parse(await alice.browser.ok(`/api/teacher-course/course?slug=${course.slug}`)).data;
    assert.equal(detail.is_saved, true);
    const listed = courseListResponse.parse(
      await alice.browser.ok(`/api/teacher-course/view?search=${encodeURIComponent('Kasrlar')}`),
    ).data;
    assert.deepEqual(
      listed.map((c) => [c.id, c.is_saved]),
      [[course.id, true]],
    );
    // another learner and a guest do not see it saved
    const asGuest = courseDetailResponse.parse(await guest.ok(`/api/teacher-course/course?slug=${course.slug}`)).data;
    assert.equal(asGuest.is_saved, false);
    for (let i = 0; i < 2; i++) {
      const res = await save(alice.browser, course.id, 'remove');
      assert.equal(res.status, 200);
      assert.deepEqual(saveCourseResponse.parse(res.body).data, { id: course.id, is_saved: false });
      assert.deepEqual(await savedRows(alice.id), []);
    }
  });

  it('a guest gets 401 and nothing is stored; an unknown course 404', async () => {
    const course = rows[0];
    const res = await save(guest, course.id, 'add');
    assert.equal(res.status, 401);
    assert.equal(errorBodySchema.parse(res.body).code, 'UNAUTHORIZED');
    assert.equal((await db().select().from(savedCourse)).length, 0);
    const missing = await save(alice.browser, 2_000_000_000, 'add');
    assert.equal(missing.status, 404);
    assert.equal(errorBodySchema.parse(missing.body).code, 'COURSE_NOT_FOUND');
  });

  it('bad input is a localised 400 naming the field, and changes nothing', async () => {
    const course = rows[0];
    for (const [id, action, field] of [
      [String(course.id), 'add', 'teacher_course_id'],
      [course.id, 'toggle', 'action'],
      [0, 'add', 'teacher_course_id'],
      [1.5, 'remove', 'teacher_course_id'],
    ] as const) {
      const res = await save(alice.browser, id, action);
      assert.equal(res.status, 400, `${id} ${action}`);
      const body = errorBodySchema.parse(res.body);
      assert.equal(body.field, field);
      assert.match(body.message, new RegExp(`«${field}»`));
    }
    assert.deepEqual(await savedRows(alice.id), []);
  });
});

describe('bad query input on the reads: 400 naming the parameter', () => {
  const cases: [string, string][] = [
    ['/api/teacher-course/view?page=0', 'page'],
    ['/api/teacher-course/view?size=25', 'size'],
    ['/api/teacher-course/view?type=both', 'type'],
    ['/api/teacher-course/view?sort_by_rating=up', 'sort_by_rating'],
    ['/api/teacher-course/view?sort_by_created_at=1', 'sort_by_created_at'],
    ['/api/teacher-course/view?sort_by_price=cheap', 'sort_by_price'],
    ['/api/teacher-course/view?category_id=a', 'category_id'],
    ['/api/teacher-course/view?category_id=1,,2', 'category_id'],
    ['/api/teacher-course/view?language=en', 'language'],
    ['/api/teacher-course/view?language=1', 'language'],
    [`/api/teacher-course/view?search=${'x'.repeat(101)}`, 'search'],
    ['/api/teacher/view?size=33', 'size'],
    ['/api/teacher/view?page=-1', 'page'],
    ['/api/teacher/top?limit=0', 'limit'],
    ['/api/teacher/top?limit=33', 'limit'],
    ['/api/teacher-course/course', 'slug'],
    ['/api/teacher/info?slug=', 'slug'],
  ];
  for (const [url, field] of cases) {
    it(`${url} → 400 (${field})`, async () => {
      const ru = new Browser(ctx.app, { 'accept-language': 'ru' });
      for (const b of [guest, ru]) {
        const res = await b.get(url);
        assert.equal(res.status, 400, res.raw);
        const body = errorBodySchema.parse(res.body);
        assert.equal(body.field, field);
        assert.equal(body.code, 'VALIDATION_ERROR');
      }
    });
  }
});

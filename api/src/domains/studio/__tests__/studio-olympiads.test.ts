// Olympiads in the studio (issue 35 item 6, ADR 058) on a real database: created from the same file
// and by the same service as `npm run olympiad -- create`, questions drawn by topic and difficulty,
// the same refusals naming the field (localised uz / ru over HTTP, English lines for the CLI), an
// edit before the start redraws, after it is refused; every write audited.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, count, eq, inArray } from 'drizzle-orm';
import { errorBodySchema } from '@platform/shared/contracts';
import {
  studioOlympiadListResponse,
  studioOlympiadResponse,
  studioOlympiadSavedResponse,
  type OlympiadBankSubject,
} from '@platform/shared/studio-content';
import { olympiad, olympiadQuestion, olympiadSection, question, studioAudit, subject, themedTest } from '../../../db/schema';
import { HIGH_LIMITS, createTestApp, type TestContext } from '../../../../test/helpers';
import { OlympiadFileError, createOlympiad } from '../../olympiads/service-create';
import { olympiadBank } from '../../olympiads/service-file';
import { olympiadFileOf, editorOf, type StudioCall } from './studio-fixture';

let ctx: TestContext;
let editor: { id: number; call: StudioCall };
/** a subject of the seeded uz bank and one of its topics with questions of two levels at least */
let bank: OlympiadBankSubject;
let topic: OlympiadBankSubject['topics'][number];
const DAY = 86_400_000;

before(async () => {
  ctx = await createTestApp({ auth: { limits: HIGH_LIMITS } });
  editor = await editorOf(ctx);
  for (const s of await olympiadBank(ctx.database.db, 1)) {
    const found = s.topics.find((t) => t.counts.filter((n) => n >= 2).length >= 2);
    if (found) [bank, topic] = [s, found];
    if (found) break;
  }
  assert.ok(topic, 'a seeded topic with questions of two difficulty levels');
});
after(async () => {
  await ctx?.close();
});

const send: StudioCall = (...args) => editor.call(...args);

/** The level with the most questions of the topic, and how many it has. */
const richest = () => {
  const level = topic.counts.indexOf(Math.max(...topic.counts)) + 1;
  return { level: level as 1 | 2 | 3, n: topic.counts[level - 1] };
};

describe('creating from the studio', () => {
  it('draws every section from its topics and difficulty levels, lists it as scheduled, answers its file, audits it', async () => {
    const { level, n } = richest();
    const section = { subject: bank.slug, count: Math.min(n, 2), topics: [topic.key], difficulty: [level] };
    const file = olympiadFileOf(bank.slug, DAY, {
      required: [],
      courses: [{ name_uz: 'Yoʻnalish', name_ru: 'Направление', minutes: 20, subjects: [section] }],
    });
    const created = await send('POST', '/olympiads', file);
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const { id, questions } = studioOlympiadSavedResponse.parse(created.body).data;
    assert.equal(questions, section.count);

    const drawn = await ctx.database.db
      .select({ key: themedTest.lesson_key, difficulty: question.difficulty, language: themedTest.language_id })
      .from(olympiadQuestion)
      .innerJoin(olympiadSection, eq(olympiadSection.id, olympiadQuestion.section_id))
      .innerJoin(question, eq(question.id, olympiadQuestion.question_id))
      .innerJoin(themedTest, eq(themedTest.id, question.test_id))
      .where(eq(olympiadSection.olympiad_id, id));
    assert.equal(drawn.length, section.count);
    assert.ok(
      drawn.every((q) => q.key === topic.key && q.difficulty === level && q.language === 1),
      JSON.stringify(drawn),
    );

    const list = studioOlympiadListResponse.parse((await send('GET', '/olympiads')).body).data;
    const row = list.find((o) => o.id === id)!;
    assert.deepEqual([row.status, row.course_count, row.question_count, row.participants], ['inactive', 1, section.count, 0]);

    const one = studioOlympiadResponse.parse((await send('GET', `/olympiads/${id}`)).body).data;
    assert.equal(one.status, 'inactive');
    assert.equal(Date.parse(one.file.starts_at), Date.parse(file.starts_at) - (Date.parse(file.starts_at) % 1000));
    assert.match(one.file.starts_at, /\+05:00$/);
    assert.deepEqual(one.file.courses[0].subjects, [{ ...section, points: 1 }]);

    const [entry] = await ctx.database.db
      .select()
      .from(studioAudit)
      .where(and(eq(studioAudit.entity, 'olympiad'), eq(studioAudit.entity_id, String(id))));
    assert.deepEqual([entry.action, entry.via, entry.actor_id, entry.before], ['create', 'studio', editor.id, null]);
    assert.equal((entry.after as { slug: string }).slug, file.slug);
  });
});

describe('the checks of the CLI, answered in uz and ru', () => {
  const cases = () => {
    const good = olympiadFileOf(bank.slug, DAY);
    const course = good.courses[0];
    const withSection = (s: object) => ({
      ...good,
      required: [],
      courses: [{ ...course, subjects: [{ subject: bank.slug, count: 1, ...s }] }],
    });
    return [
      {
        input: { ...good, ends_at: good.starts_at },
        status: 400,
        field: 'ends_at',
        uz: /Tugash vaqti boshlanish vaqtidan keyin/,
        ru: /Окончание должно быть позже начала/,
        cli: /^ends_at: must be after starts_at/m,
      },
      {
        input: withSection({ subject: 'no-such-subject' }),
        status: 400,
        field: 'courses.0.subjects.0.subject',
        uz: /«no-such-subject» fani topilmadi/,
        ru: /Предмет «no-such-subject» не найден/,
        cli: /^courses\[0\]\.subjects\[0\]\.subject: no subject with the slug "no-such-subject"/m,
      },
      {
        input: withSection({ topics: [topic.key, 'no-such-topic'] }),
        status: 400,
        field: 'courses.0.subjects.0.topics.1',
        uz: /«no-such-topic» mavzusi yoʻq/,
        ru: /нет темы «no-such-topic»/,
        cli: /^courses\[0\]\.subjects\[0\]\.topics\[1\]: the subject ".*" has no topic "no-such-topic"/m,
      },
      {
        input: withSection({ topics: [topic.key], difficulty: [richest().level], count: richest().n + 1 }),
        status: 400,
        field: 'courses.0.subjects.0.count',
        uz: new RegExp(`${richest().n} ta savol qoldi, ${richest().n + 1} ta soʻralgan`),
        ru: new RegExp(`осталось ${richest().n} вопросов, запрошено ${richest().n + 1}`),
        cli: new RegExp(`^courses\\[0\\]\\.subjects\\[0\\]\\.count: .*${richest().n} questions left, ${richest().n + 1} asked`, 'm'),
      },
    ];
  };

  it('refuses each bad file over HTTP naming the field, and through the service with the CLI’s line; nothing is written', async () => {
    const [{ before: olympiads }] = await ctx.database.db.select({ before: count() }).from(olympiad);
    for (const c of cases()) {
      for (const locale of ['uz', 'ru'] as const) {
        const res = await send('POST', '/olympiads', c.input, locale);
        assert.equal(res.status, c.status, JSON.stringify(res.body));
        const error = errorBodySchema.parse(res.body);
        assert.equal(error.field, c.field);
        assert.match(error.message, c[locale]);
      }
      await assert.rejects(createOlympiad(ctx.database.db, c.input), (error: unknown) => {
        assert.ok(error instanceof OlympiadFileError);
        assert.match(error.lines.join('\n'), c.cli);
        return true;
      });
    }
    const [{ now }] = await ctx.database.db.select({ now: count() }).from(olympiad);
    assert.equal(now, olympiads);
  });

  it('a slug taken is a conflict', async () => {
    const file = olympiadFileOf(bank.slug, DAY);
    assert.equal((await send('POST', '/olympiads', file)).status, 200);
    const again = await send('POST', '/olympiads', { ...file, name_uz: 'Boshqa' }, 'ru');
    assert.equal(again.status, 409);
    assert.deepEqual([errorBodySchema.parse(again.body).code, errorBodySchema.parse(again.body).field], ['OLYMPIAD_SLUG_TAKEN', 'slug']);
  });
});

describe('editing', () => {
  it('before the start: the file is replaced, the questions drawn again, the edit audited with before and after', async () => {
    const file = olympiadFileOf(bank.slug, DAY);
    const { id } = studioOlympiadSavedResponse.parse((await send('POST', '/olympiads', file)).body).data;
    const { level } = richest();
    const next = {
      ...file,
      name_uz: 'Yangi nom',
      required: [],
      courses: [{ ...file.courses[0], subjects: [{ subject: bank.slug, count: 1, topics: [topic.key], difficulty: [level] }] }],
    };
    const res = await send('PUT', `/olympiads/${id}`, next);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const one = studioOlympiadResponse.parse((await send('GET', `/olympiads/${id}`)).body).data;
    assert.equal(one.file.name_uz, 'Yangi nom');
    assert.deepEqual(one.file.required, []);
    const sections = await ctx.database.db
      .select({ id: olympiadSection.id })
      .from(olympiadSection)
      .where(eq(olympiadSection.olympiad_id, id));
    assert.equal(sections.length, 1);
    const [{ n }] = await ctx.database.db
      .select({ n: count() })
      .from(olympiadQuestion)
      .where(
        inArray(
          olympiadQuestion.section_id,
          sections.map((s) => s.id),
        ),
      );
    assert.equal(n, 1);
    const [entry] = await ctx.database.db
      .select()
      .from(studioAudit)
      .where(and(eq(studioAudit.action, 'update'), eq(studioAudit.entity_id, String(id))));
    assert.equal((entry.before as { name_uz: string }).name_uz, file.name_uz);
    assert.equal((entry.after as { name_uz: string }).name_uz, 'Yangi nom');
  });

  it('after the start: refused with a localised 409 and nothing changes; an unknown id is 404', async () => {
    const file = olympiadFileOf(bank.slug, -60_000);
    const { id } = await createOlympiad(ctx.database.db, file);
    for (const [locale, text] of [
      ['uz', /Olimpiada boshlangan/],
      ['ru', /Олимпиада уже началась/],
    ] as const) {
      const res = await send('PUT', `/olympiads/${id}`, { ...file, name_uz: 'Kech' }, locale);
      assert.equal(res.status, 409);
      assert.equal(errorBodySchema.parse(res.body).code, 'OLYMPIAD_STARTED');
      assert.match(errorBodySchema.parse(res.body).message, text);
    }
    const [row] = await ctx.database.db.select({ name: olympiad.name_uz }).from(olympiad).where(eq(olympiad.id, id));
    assert.equal(row.name, file.name_uz);
    assert.equal((await send('GET', `/olympiads/${id}`)).status, 200);
    assert.equal((await send('PUT', '/olympiads/2147483000', file)).status, 404);
    assert.equal((await send('GET', '/olympiads/2147483000')).status, 404);
  });
});

describe('the bank', () => {
  it('counts each topic’s questions per difficulty in the asked language', async () => {
    const res = await send('GET', `/olympiads/bank?language_id=1`);
    const listed = (res.body as { data: OlympiadBankSubject[] }).data.find((s) => s.slug === bank.slug)!;
    const counted = listed.topics.find((t) => t.key === topic.key)!;
    const rows = await ctx.database.db
      .select({ difficulty: question.difficulty, n: count() })
      .from(question)
      .innerJoin(themedTest, eq(themedTest.id, question.test_id))
      .innerJoin(subject, eq(subject.id, themedTest.subject_id))
      .where(and(eq(themedTest.lesson_key, topic.key), eq(themedTest.language_id, 1), eq(subject.slug, bank.slug)))
      .groupBy(question.difficulty);
    for (const level of [1, 2, 3]) assert.equal(counted.counts[level - 1], Number(rows.find((r) => r.difficulty === level)?.n ?? 0));
    assert.equal((await send('GET', '/olympiads/bank?language_id=3')).status, 400);
  });
});

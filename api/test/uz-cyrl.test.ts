// Uzbek in Cyrillic (`uz-Cyrl`, docs/decisions/043) over real HTTP on a real database: the content
// import writes the Cyrillic of the uz texts beside them (the ru version telling which Latin words
// are not Uzbek), a request with `Accept-Language: uz-Cyrl` reads it — questions, options,
// explanations, test and subject names, news — while the content stays the uz one (language 1), and
// the api's own messages come in Cyrillic too.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { newsArticleResponse, newsListResponse } from '@platform/shared/news';
import { checkAnswerResponse, themedOrderResponse, themedTestListResponse } from '@platform/shared/topic-tests';
import { question, questionOption, subject, themedTest } from '../src/db/schema';
import { importContent } from '../src/domains/content/import';
import { importNewsText } from '../src/domains/content/import-news';
import { localeFrom } from '../src/i18n';
import { examClient } from './exam-client';
import { createTestApp, HIGH_LIMITS, type TestContext } from './helpers';

let ctx: TestContext;
let base: string;
let slug: string;
let uzTestId: number;
const { call, user } = examClient(
  () => ctx,
  () => base,
);

const bankFile = () => ({
  version: 1,
  kind: 'bank',
  subject: slug,
  topic: { key: 'poytaxtlar', name_uz: 'Poytaxtlar va shaharlar', name_ru: 'Столицы и города', sort: 1, share: 0.5 },
  items: [
    {
      id: `${slug}-poytaxtlar-001`,
      difficulty: 1,
      answer: 'A',
      uz: {
        text: 'Oʻzbekistonning poytaxti qaysi shahar? She lives in Tashkent.',
        options: ['Toshkent', 'Samarqand', 'Buxoro', 'Xiva'],
        explanation: 'Toshkent 1991-yildan mustaqil Oʻzbekistonning poytaxti; maʼlumot: $x^2$ emas.',
      },
      ru: {
        text: 'Какой город — столица Узбекистана? She lives in Tashkent.',
        options: ['Ташкент', 'Самарканд', 'Бухара', 'Хива'],
        explanation: 'Ташкент — столица независимого Узбекистана с 1991 года; справка: $x^2$ нет.',
      },
    },
  ],
});

const LATIN = /[A-Za-zʻʼ]/;

before(async () => {
  ctx = await createTestApp({ withSeed: false, auth: { limits: HIGH_LIMITS } });
  const db = ctx.database.db;
  slug = `cyrl-${randomBytes(4).toString('hex')}`;
  await db.insert(subject).values({ slug, name_uz: 'Geografiya fani', name_ru: 'География', color: '#3366ff' });
  await importContent(db, bankFile());
  const [test] = await db
    .select({ id: themedTest.id })
    .from(themedTest)
    .innerJoin(subject, eq(subject.id, themedTest.subject_id))
    .where(and(eq(subject.slug, slug), eq(themedTest.language_id, 1)));
  uzTestId = test.id;
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
after(() => ctx.close());

describe('the content import writes the Cyrillic of the uz texts', () => {
  it('beside the uz question, options, explanation and test name; none for the ru ones; a re-import writes nothing', async () => {
    const db = ctx.database.db;
    const rows = await db
      .select({ language: themedTest.language_id, name_cyrl: themedTest.name_cyrl, q: question })
      .from(question)
      .innerJoin(themedTest, eq(themedTest.id, question.test_id))
      .innerJoin(subject, eq(subject.id, themedTest.subject_id))
      .where(eq(subject.slug, slug));
    const uz = rows.find((r) => r.language === 1)!;
    const ru = rows.find((r) => r.language === 2)!;
    assert.equal(uz.name_cyrl, 'Пойтахтлар ва шаҳарлар');
    // the English sentence is in the ru text too: not Uzbek, kept
    assert.equal(uz.q.text_cyrl, 'Ўзбекистоннинг пойтахти қайси шаҳар? She lives in Tashkent.');
    assert.equal(uz.q.explanation_cyrl, 'Тошкент 1991-йилдан мустақил Ўзбекистоннинг пойтахти; маълумот: $x^2$ эмас.');
    const options = await db.select().from(questionOption).where(eq(questionOption.question_id, uz.q.id)).orderBy(questionOption.position);
    assert.deepEqual(
      options.map((o) => o.text_cyrl),
      ['Тошкент', 'Самарқанд', 'Бухоро', 'Хива'],
    );
    assert.equal(ru.name_cyrl, null);
    assert.equal(ru.q.text_cyrl, null);
    assert.equal(ru.q.explanation_cyrl, null);

    const again = await importContent(db, bankFile());
    assert.deepEqual(again.written, { tests: 0, questions: 0, options: 0, images: 0 });
  });
});

describe('a uz-Cyrl request', () => {
  it('is told by Accept-Language as the site sends it (uz-Cyrl), and uz-Cyrl-UZ too', () => {
    assert.equal(localeFrom('uz-Cyrl'), 'uz-Cyrl');
    assert.equal(localeFrom('uz-Cyrl-UZ,uz;q=0.9'), 'uz-Cyrl');
    assert.equal(localeFrom('uz'), 'uz');
    assert.equal(localeFrom('uz-Latn-UZ'), 'uz');
    assert.equal(localeFrom('ru-RU'), 'ru');
  });

  it('lists the uz tests (language 1) with the test and subject names in Cyrillic', async () => {
    const res = await call('', 'GET', `/themed-test/view?name=${slug}`, undefined, 'uz-Cyrl');
    assert.equal(res.status, 200, res.raw);
    const [card] = themedTestListResponse.parse(res.body).data;
    assert.equal(card.testId, uzTestId);
    assert.equal(card.lessonName, 'Пойтахтлар ва шаҳарлар');
    // a subject without a stored Cyrillic name (not imported by the reference file) is transliterated at once
    assert.equal(card.subjectName, 'География фани');
  });

  it('gets the question and its options in Cyrillic, and after the answer the explanation; uz and ru as they were', async () => {
    const { cookie } = await user({ premium: true });
    const started = await call(cookie, 'GET', `/themed-order?test_id=${uzTestId}`, undefined, 'uz-Cyrl');
    assert.equal(started.status, 200, started.raw);
    const [q] = themedOrderResponse.parse(started.body).data.test[0].questions;
    assert.equal(q.question_name, 'Ўзбекистоннинг пойтахти қайси шаҳар? She lives in Tashkent.');
    assert.deepEqual([q.var_a_name, q.var_b_name, q.var_c_name, q.var_d_name].sort(), ['Бухоро', 'Самарқанд', 'Тошкент', 'Хива']);
    assert.equal(q.explanation, null, 'nothing explained before the answer');

    const answered = await call(cookie, 'POST', '/check-test', { id: q.id, option_id: q.var_a_id }, 'uz-Cyrl');
    assert.equal(answered.status, 200, answered.raw);
    assert.match(checkAnswerResponse.parse(answered.body).data.explanation ?? '', /^Тошкент 1991-йилдан мустақил/);

    // the same ticket read in Latin: the stored Latin text
    const latin = themedOrderResponse.parse((await call(cookie, 'GET', `/themed-order?test_id=${uzTestId}`, undefined, 'uz')).body).data;
    assert.equal(latin.test[0].questions[0].question_name, 'Oʻzbekistonning poytaxti qaysi shahar? She lives in Tashkent.');
  });

  it('gets the api’s own messages in Cyrillic', async () => {
    const res = await call('', 'GET', '/themed-order?test_id=2147483000', undefined, 'uz-Cyrl');
    assert.equal(res.status, 404, res.raw);
    assert.ok(res.body.message && !LATIN.test(res.body.message), res.body.message);
    const uz = await call('', 'GET', '/themed-order?test_id=2147483000', undefined, 'uz');
    assert.ok(LATIN.test(uz.body.message ?? ''), 'the same message in Latin for uz');
  });

  it('reads an uz news article in Cyrillic (list and page); its links stay as written', async () => {
    const article = `news-${randomBytes(3).toString('hex')}`;
    await importNewsText(
      ctx.database.db,
      [
        '---',
        `slug: ${article}`,
        'language: uz',
        'title: Qabul kvotalari eʼlon qilindi',
        'description: Yangi oʻquv yili uchun maʼlumot',
        'published_at: 2026-06-01',
        '---',
        'Batafsil [bu yerda](https://my.gov.uz/oz) oʻqing.',
      ].join('\n'),
    );
    const list = newsListResponse.parse((await call('', 'GET', '/news?page=1', undefined, 'uz-Cyrl')).body);
    const card = list.data.find((c) => c.slug === article)!;
    assert.equal(card.title, 'Қабул квоталари эълон қилинди');
    assert.equal(card.description, 'Янги ўқув йили учун маълумот');
    const page = newsArticleResponse.parse((await call('', 'GET', `/news/view?slug=${article}`, undefined, 'uz-Cyrl')).body).data;
    assert.match(page.html, /Батафсил <a href="https:\/\/my\.gov\.uz\/oz"[^>]*>бу ерда<\/a> ўқинг\./);
    const latin = newsArticleResponse.parse((await call('', 'GET', `/news/view?slug=${article}`, undefined, 'uz')).body).data;
    assert.equal(latin.title, 'Qabul kvotalari eʼlon qilindi');
  });
});

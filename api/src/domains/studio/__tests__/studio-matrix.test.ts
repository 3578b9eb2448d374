// The studio's role × route matrix (issue 35 item 1): every /api/studio operation of the OpenAPI
// document, called with a valid request by a guest, a learner and each staff role (the seeded demo
// accounts). A guest gets 401, a learner 403, a role 200 where STUDIO_ACCESS lets it in and 403
// elsewhere — the demo partner is a university's, so the learning centres' leads refuse it too.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { STUDIO_ACCESS, type StudioArea } from '@platform/shared/studio';
import { HIGH_LIMITS, XRW, createTestApp, type TestContext } from '../../../../test/helpers';
import { olympiadBank } from '../../olympiads/service-file';
import {
  WHO,
  bankItem,
  bankTopic,
  firstQuestionId,
  newsBodyOf,
  newsSlugOf,
  olympiadFileOf,
  report,
  signInEveryone,
  type BankTopic,
  type Who,
  fakeSite,
} from './studio-fixture';
import { contentImportJob } from '../schema';
import { siteVersions } from '../service-remotes';

interface Sample {
  query?: string;
  body?: object;
  /** the value of {questionId}, or of each named path parameter */
  path?: string | Record<string, string>;
}
interface Entry {
  area: StudioArea;
  sample?: () => Promise<Sample> | Sample;
  /** callers of an allowed role refused by scope (the demo partner is a university's) */
  scopeRefuses?: Who[];
}

let ctx: TestContext;
let cookies: Record<Who, string | undefined>;
let learnerPhone: string;
let questionId: number;
/** a subject of the seeded bank, a scheduled olympiad of it (with its file) and an article */
let subjectSlug: string;
let scheduled: { id: number; file: ReturnType<typeof olympiadFileOf> };
let articleSlug: string;
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();
let site: string;
let jobId: number;

const MATRIX: Record<string, Entry> = {
  'GET /api/studio/me': { area: 'me' },
  'GET /api/studio/roles': { area: 'roles' },
  'POST /api/studio/roles': { area: 'roles', sample: () => ({ body: { phone: learnerPhone, role: 'editor' } }) },
  'DELETE /api/studio/roles': { area: 'roles', sample: () => ({ query: `phone=${encodeURIComponent(learnerPhone)}&role=editor` }) },
  'GET /api/studio/audit': { area: 'audit', sample: () => ({ query: 'entity=staff_role' }) },
  'GET /api/studio/reports': { area: 'reports' },
  'POST /api/studio/reports/{questionId}/dismiss': {
    area: 'reports',
    // a fresh report before each call, so that an allowed caller always has one to dismiss
    sample: async () => {
      await report(ctx, questionId);
      return { path: String(questionId), body: { reason: 'Javob toʻgʻri, tekshirildi' } };
    },
  },
  'GET /api/studio/applications': { area: 'applications', sample: () => ({ query: 'format=json' }) },
  'GET /api/studio/leads': { area: 'leads', scopeRefuses: ['partner'] },
  'GET /api/studio/payments': { area: 'payments', sample: () => ({ query: `phone=${encodeURIComponent(learnerPhone)}` }) },
  // the question bank (ADR 056): a fresh draft of the editor's before each call that needs one
  'GET /api/studio/questions': { area: 'bank', sample: () => ({ query: `topic=${bank.topic}` }) },
  'GET /api/studio/questions/{subjectId}/{topic}/{key}': {
    area: 'bank',
    sample: () => ({ path: { subjectId: String(bank.subjectId), topic: bank.topic, key: bank.key } }),
  },
  'POST /api/studio/questions/drafts': {
    area: 'bank',
    sample: () => ({ body: { subject_id: bank.subjectId, topic: bank.topic, item: bankItem(`matrix-${++drafts}`) } }),
  },
  'PUT /api/studio/questions/drafts/{id}': {
    area: 'bank',
    sample: async () => {
      const { id, key } = await editorDraft(false);
      return { path: { id: String(id) }, body: { item: bankItem(key) } };
    },
  },
  'POST /api/studio/questions/drafts/{id}/submit': {
    area: 'bank',
    sample: async () => ({ path: { id: String((await editorDraft(false)).id) } }),
  },
  'POST /api/studio/questions/drafts/{id}/approve': {
    area: 'bank_review',
    sample: async () => ({ path: { id: String((await editorDraft(true)).id) } }),
  },
  'POST /api/studio/questions/drafts/{id}/reject': {
    area: 'bank_review',
    sample: async () => ({ path: { id: String((await editorDraft(true)).id) }, body: { reason: 'Kalit xato' } }),
  },
  'POST /api/studio/pictures': {
    area: 'bank',
    sample: () => ({ body: { type: 'image/svg+xml', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64') } }),
  },
  'GET /api/studio/olympiads': { area: 'olympiads' },
  'GET /api/studio/olympiads/bank': { area: 'olympiads', sample: () => ({ query: 'language_id=1' }) },
  'GET /api/studio/olympiads/{id}': { area: 'olympiads', sample: () => ({ path: String(scheduled.id) }) },
  'POST /api/studio/olympiads': { area: 'olympiads', sample: () => ({ body: olympiadFileOf(subjectSlug, 86_400_000) }) },
  'PUT /api/studio/olympiads/{id}': { area: 'olympiads', sample: () => ({ path: String(scheduled.id), body: scheduled.file }) },
  'GET /api/studio/news': { area: 'news' },
  'GET /api/studio/news/{slug}': { area: 'news', sample: () => ({ path: articleSlug }) },
  'POST /api/studio/news': { area: 'news', sample: () => ({ body: newsBodyOf(newsSlugOf(), inAWeek()) }) },
  'PUT /api/studio/news/{slug}': {
    area: 'news',
    sample: () => ({ path: articleSlug, body: newsBodyOf(articleSlug, inAWeek(), 'Tahrir') }),
  },
  'POST /api/studio/news/preview': { area: 'news', sample: () => ({ body: { body: '# Salom\n\n[havola](https://uzbmb.uz)' } }) },
  'GET /api/studio/remotes': { area: 'remotes' },
  // the version served, expected served: a switch that changes nothing
  'POST /api/studio/remotes/{name}/switch': {
    area: 'remotes',
    sample: () => ({ path: 'news', body: { version: '1.0.0', expected: '1.0.0' } }),
  },
  'POST /api/studio/remotes/{name}/rollback': {
    area: 'remotes',
    // 1.1.0 served before each call, so that an allowed caller always has 1.0.0 to roll back to
    sample: () => {
      siteVersions(site).switchRemote('news', '1.1.0', {});
      return { path: 'news', body: { expected: '1.1.0' } };
    },
  },
  // a file with problems: checked and listed, no import started
  'POST /api/studio/content-files/validate': { area: 'content_files', sample: () => ({ body: { name: 'lesson.json', text: '{}' } }) },
  'POST /api/studio/content-files/import': { area: 'content_files', sample: () => ({ body: { name: 'lesson.json', text: '{}' } }) },
  'GET /api/studio/content-files/jobs/{id}': { area: 'content_files', sample: () => ({ path: String(jobId) }) },
};

let bank: BankTopic;
let drafts = 0;

/** A new draft written by the demo editor (submitted for review with `submit`). */
async function editorDraft(submit: boolean): Promise<{ id: number; key: string }> {
  const key = `matrix-${++drafts}`;
  const headers = { ...XRW, cookie: cookies.editor! };
  const payload = { subject_id: bank.subjectId, topic: bank.topic, item: bankItem(key) };
  const created = await ctx.app.inject({ method: 'POST', url: '/api/studio/questions/drafts', headers, payload });
  const id = (created.json() as { data: { id: number } }).data.id;
  if (submit) await ctx.app.inject({ method: 'POST', url: `/api/studio/questions/drafts/${id}/submit`, headers });
  return { id, key };
}

async function call(op: string, who: Who, sample: Sample) {
  const [method, template] = op.split(' ');
  // a path's one parameter as a string, or its parameters by name
  const param = (name: string) => (typeof sample.path === 'object' ? (sample.path[name] ?? '') : (sample.path ?? ''));
  const url = `${template.replace(/\{(\w+)\}/g, (_, name: string) => param(name))}${sample.query ? `?${sample.query}` : ''}`;
  const headers: Record<string, string> = { ...(method === 'GET' ? {} : XRW), ...(cookies[who] ? { cookie: cookies[who]! } : {}) };
  const res = await ctx.app.inject({ method: method as 'GET', url, headers, payload: sample.body });
  return { status: res.statusCode, code: res.statusCode === 200 ? '' : (res.json() as { code: string }).code };
}

function expected(entry: Entry, who: Who): { status: number; code: string } {
  if (who === 'guest') return { status: 401, code: 'UNAUTHORIZED' };
  const allowed = who !== 'learner' && (STUDIO_ACCESS[entry.area] as readonly string[]).includes(who);
  return allowed && !entry.scopeRefuses?.includes(who) ? { status: 200, code: '' } : { status: 403, code: 'STUDIO_FORBIDDEN' };
}

before(async () => {
  site = fakeSite();
  ctx = await createTestApp({ auth: { limits: HIGH_LIMITS }, siteDir: site });
  ({ cookies, learnerPhone } = await signInEveryone(ctx));
  questionId = await firstQuestionId(ctx);
  bank = await bankTopic(ctx);
  subjectSlug = (await olympiadBank(ctx.database.db, 1)).find(
    (s) => s.topics.reduce((n, t) => n + t.counts[0] + t.counts[1] + t.counts[2], 0) >= 20,
  )!.slug;
  const file = olympiadFileOf(subjectSlug, 86_400_000);
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/studio/olympiads',
    headers: { ...XRW, cookie: cookies.admin! },
    payload: file,
  });
  scheduled = { id: (created.json() as { data: { id: number } }).data.id, file };
  articleSlug = newsSlugOf();
  const article = await ctx.app.inject({
    method: 'POST',
    url: '/api/studio/news',
    headers: { ...XRW, cookie: cookies.editor! },
    payload: newsBodyOf(articleSlug, inAWeek()),
  });
  assert.equal(article.statusCode, 200, article.body);
  [{ id: jobId }] = await ctx.database.db
    .insert(contentImportJob)
    .values({ name: 'lesson.json', kind: 'topic-tests', state: 'failed', bytes: 2, items: {}, errors: ['a line'] })
    .returning({ id: contentImportJob.id });
});
after(async () => {
  await ctx?.close();
  fs.rmSync(site, { recursive: true, force: true });
});

describe('studio role × route matrix', () => {
  it('names every studio operation of the OpenAPI document, and only those', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const ops = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/studio/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    assert.deepEqual(ops, Object.keys(MATRIX).sort());
  });

  it('answers every caller as its role allows', async () => {
    const failures: string[] = [];
    const rows: string[] = [];
    for (const [op, entry] of Object.entries(MATRIX)) {
      const cells: string[] = [];
      for (const who of WHO) {
        const got = await call(op, who, (await entry.sample?.()) ?? {});
        const want = expected(entry, who);
        cells.push(`${who} ${got.status}`);
        if (got.status !== want.status || got.code !== want.code)
          failures.push(`${op} as ${who}: ${got.status} ${got.code}, expected ${want.status} ${want.code}`);
      }
      rows.push(`${op.padEnd(46)} ${cells.join('  ')}`);
    }
    for (const row of rows) console.log(row);
    assert.deepEqual(failures, []);
  });

  it('says why in the caller’s language: uz and ru', async () => {
    for (const [locale, text] of [
      ['uz', /studiya xodimlari/],
      ['ru', /сотрудников студии/],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/studio/roles',
        headers: { cookie: cookies.learner!, 'accept-language': locale },
      });
      assert.equal(res.statusCode, 403);
      assert.match((res.json() as { message: string }).message, text);
    }
    const guest = await ctx.app.inject({ method: 'GET', url: '/api/studio/me', headers: { 'accept-language': 'ru' } });
    assert.equal(guest.statusCode, 401);
    assert.equal(guest.headers['cache-control'], 'no-store');
  });
});

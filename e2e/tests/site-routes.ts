import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';

/** A row of the shell's route table (shell/src/routing/routes.json). */
interface Route {
  path: string;
  remote?: string;
  planned?: true;
  redirect?: string;
  page?: string;
}

const table = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../shell/src/routing/routes.json'), 'utf8')) as Route[];

async function data<T>(request: APIRequestContext, url: string): Promise<T> {
  // the header the site's api client sends: state-changing GETs (/themed-order) refuse browser requests without it
  const response = await request.get(url, { headers: { 'x-requested-with': 'XMLHttpRequest' } });
  if (!response.ok()) throw new Error(`${url} answered ${response.status()}`);
  return ((await response.json()) as { data: T }).data;
}

/**
 * Every route of the route table that renders on this site (with `only: 'shell'`, the shell's own
 * pages alone): shell pages, and remote routes whose
 * remote `/remotes.json` lists and that are not `planned` (redirects are left out: their target is
 * in the table). Dynamic segments get real ids and slugs from the api, through `request` (a
 * signed-in browser context's, so a guest ticket and the user's own id belong to it). A new
 * segment name fails here until a sample is added: a later issue's routes cannot slip past.
 */
export async function renderedRoutes(request: APIRequestContext, only?: 'shell'): Promise<string[]> {
  const manifest = (await (await request.get('/remotes.json')).json()) as { remotes: Record<string, unknown> };
  const listed = new Set(Object.keys(manifest.remotes));
  const routes = table.filter((r) => !r.redirect && (!r.remote || (only !== 'shell' && listed.has(r.remote) && !r.planned)));

  const samples = new Map<string, () => Promise<string>>();
  const once = <T>(load: () => Promise<T>) => {
    let value: Promise<T> | undefined;
    return () => (value ??= load());
  };
  const topicTest = once(async () => {
    const [card] = await data<{ testUrl: string; testId: number; subjectSlug: string }[]>(
      request,
      '/api/themed-test/view?name=matematika&language_id=1&size=1',
    );
    return card;
  });
  const ticket = once(async () => {
    const { testId } = await topicTest();
    const quiz = await data<{ ticket_id: number }>(request, `/api/themed-order?test_id=${testId}`);
    await data(request, `/api/check-test?ticket_id=${quiz.ticket_id}`);
    return String(quiz.ticket_id);
  });
  const university = (type: 'public' | 'private') =>
    once(async () => (await data<{ slug: string }[]>(request, `/api/university-all?type=${type}&size=1`))[0].slug);
  const me = once(async () => String((await data<{ id: number }>(request, '/api/auth/me')).id));
  samples.set('/mavzuli-test/:subject', async () => `/mavzuli-test/${(await topicTest()).subjectSlug}`);
  samples.set('/mavzuli-test/:subject/:test', async () => (await topicTest()).testUrl);
  samples.set('/natijalar/:ticketId', async () => `/natijalar/${await ticket()}`);
  samples.set('/check/:ticketId', async () => `/check/${await ticket()}`);
  samples.set('/universitetlar/:slug', async () => `/universitetlar/${await university('public')()}`);
  samples.set('/xususiy-universitetlar/:slug', async () => `/xususiy-universitetlar/${await university('private')()}`);
  samples.set('/profile/:id', async () => `/profile/${await me()}`);
  const course = once(
    async () => (await data<{ slug: string; teacher: { slug: string } }[]>(request, '/api/teacher-course/view?page=1'))[0],
  );
  // a finished block test of this context's user (block tests do not count against the free DTM mock)
  const examTicket = once(async () => {
    const headers = { 'x-requested-with': 'XMLHttpRequest' };
    const form = await data<{ pairs: { blok1_id: number }[] }>(request, '/api/exam/form?kind=block');
    const ordered = await request.post('/api/exam/order', {
      headers,
      data: { kind: 'block', language_id: 1, blok1_id: form.pairs[0].blok1_id },
    });
    const { ticket_id: ticketId } = ((await ordered.json()) as { data: { ticket_id: number } }).data;
    await request.post('/api/exam/finish', { headers, data: { ticket_id: ticketId } });
    return String(ticketId);
  });
  samples.set('/natijalar/imtihon/:ticketId', async () => `/natijalar/imtihon/${await examTicket()}`);
  // a finished national certificate of this context's user (its result page names the ticket in the query)
  samples.set('/milliy-sertifikat/result', async () => {
    const headers = { 'x-requested-with': 'XMLHttpRequest' };
    const [subject] = await data<{ id: number }[]>(request, '/api/nat-certificate/directions?language_id=1');
    const ordered = await request.post('/api/nat-certificate/order', { headers, data: { language_id: 1, subject_id: subject.id } });
    const { ticket_id: ticketId } = ((await ordered.json()) as { data: { ticket_id: number } }).data;
    await request.post('/api/exam/finish', { headers, data: { ticket_id: ticketId } });
    return `/milliy-sertifikat/result?ticket=${ticketId}`;
  });
  samples.set('/kurslar/:slug', async () => `/kurslar/${(await course()).slug}`);
  samples.set('/ustoz/:slug', async () => `/ustoz/${(await course()).teacher.slug}`);
  const autotest = once(async () => {
    const free = (await data<{ test_id: number; is_premium: boolean }[]>(request, '/api/auto-test/view')).find((t) => !t.is_premium);
    if (!free) throw new Error('no free autotest ticket: is content/autotest/bank.json loaded?');
    return free.test_id;
  });
  const autotestResult = once(async () => {
    const headers = { 'x-requested-with': 'XMLHttpRequest' };
    const made = await request.post('/api/auto-test/create', { headers, data: { test_id: await autotest() } });
    const { ticket } = ((await made.json()) as { data: { ticket: { ticket_id: number } } }).data;
    await request.post(`/api/check-test/finish?ticket_id=${ticket.ticket_id}`, { headers });
    return String(ticket.ticket_id);
  });
  samples.set('/yangiliklar/:slug', async () => `/yangiliklar/${(await data<{ slug: string }[]>(request, '/api/news?page=1'))[0].slug}`);
  samples.set('/avtotest/test/:testId', async () => `/avtotest/test/${await autotest()}`);
  samples.set('/avtotest/result/:ticketId', async () => `/avtotest/result/${await autotestResult()}`);
  // the olympiads (issue 17): the running demo olympiad, an attempt in it, the finished one's ranking
  const olympiads = once(async () => {
    const running = await data<{ items: { id: number; status: string }[] }>(request, '/api/olympic/olympics-list');
    const finished = await data<{ items: { id: number }[] }>(request, '/api/olympic/olympics-list-finish');
    const active = running.items.find((o) => o.status === 'active');
    if (!active || !finished.items.length) throw new Error('no demo olympiads: the seed makes a running and a finished one');
    return { active: active.id, finished: finished.items[0].id };
  });
  const olympiadAttempt = once(async () => {
    const { active } = await olympiads();
    const view = await data<{ courses: { id: number }[] }>(request, `/api/olympic/olympic-view?id=${active}`);
    const headers = { 'x-requested-with': 'XMLHttpRequest' };
    await request.post('/api/olympic/olympic-order', { headers, data: { olympic_id: active, olympic_course_id: view.courses[0].id } });
    return String(view.courses[0].id);
  });
  samples.set('/online-olimpiadalar/test/:id', async () => `/online-olimpiadalar/test/${await olympiadAttempt()}`);
  samples.set('/online-olimpiadalar/:olympiad', async () => `/online-olimpiadalar/olimpiada-${(await olympiads()).active}`);
  samples.set(
    '/online-olimpiadalar/:olympiad/natijalar',
    async () => `/online-olimpiadalar/olimpiada-${(await olympiads()).finished}/natijalar`,
  );
  // private universities' programs (ADR 015): one with a test, its start dialog and a running test of this context's user
  const testedProgram = once(async () => {
    for (let page = 1; page <= 20; page++) {
      const rows = await data<{ slug: string; university_slug: string; university_id: number; test_available: boolean }[]>(
        request,
        `/api/v2/university/courses?page=${page}`,
      );
      const found = rows.find((p) => p.test_available);
      if (found) return found;
      if (!rows.length) break;
    }
    throw new Error('no program with a test: the seed makes them (domains/universities/seed-programs.ts)');
  });
  samples.set('/exam/:universitySlug', async () => `/exam/${(await testedProgram()).university_slug}`);
  samples.set('/exam/:universitySlug/:directionSlug', async () => {
    const p = await testedProgram();
    return `/exam/${p.university_slug}/${p.slug}`;
  });
  samples.set('/xususiy-universitetlar/:universityId/:directionName/test', async () => {
    const p = await testedProgram();
    const headers = { 'x-requested-with': 'XMLHttpRequest' };
    await request.post('/api/private-order', { headers, data: { course_slug: p.slug, university_slug: p.university_slug } });
    return `/xususiy-universitetlar/${p.university_id}/${p.slug}/test`;
  });

  // the studio (ADR 055): one route of the table for every page below /studio; its home stands for it
  samples.set('/studio/*', async () => '/studio');

  const urls: string[] = [];
  for (const route of routes) {
    const sample = samples.get(route.path) ?? (route.path.includes(':') ? undefined : async () => route.path);
    if (!sample) throw new Error(`e2e/tests/site-routes.ts: add a real sample URL for ${route.path}`);
    urls.push(await sample());
  }
  return urls;
}

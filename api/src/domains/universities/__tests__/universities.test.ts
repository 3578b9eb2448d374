import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  addressResponse,
  errorBodySchema,
  sortColumnResponse,
  universityBallResponse,
  universityInfoResponse,
  universityListResponse,
} from '@platform/shared/contracts';
import { createTestApp, type TestContext } from '../../../../test/helpers';

let ctx: TestContext;
before(async () => {
  ctx = await createTestApp();
});
after(async () => {
  await ctx?.close();
});

async function getJson(url: string, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

describe('GET /api/university-all', () => {
  it('pages 12 universities per page on the web, with meta', async () => {
    const { status, body } = await getJson('/api/university-all');
    assert.equal(status, 200);
    const parsed = universityListResponse.parse(body);
    assert.equal(parsed.data.length, 12);
    assert.equal(parsed.meta.size, 12);
    assert.ok(parsed.meta.total >= 30, `seed has at least 30 universities, got ${parsed.meta.total}`);
    assert.equal(parsed.meta.page_count, Math.ceil(parsed.meta.total / 12));
  });

  it('filters by type and region, and the last page holds the remainder', async () => {
    const all = universityListResponse.parse((await getJson('/api/university-all?type=private&size=99')).body);
    assert.ok(all.data.length >= 10);
    assert.ok(all.data.every((u) => u.type === 'private'));
    const tashkent = universityListResponse.parse((await getJson('/api/university-all?address_id=1&size=99')).body);
    assert.ok(tashkent.data.length > 0);
    assert.ok(tashkent.data.every((u) => u.region?.id === 1));
    const publicFirst = universityListResponse.parse((await getJson('/api/university-all?type=public')).body);
    const lastPage = publicFirst.meta.page_count;
    const last = universityListResponse.parse((await getJson(`/api/university-all?type=public&page=${lastPage}`)).body);
    assert.equal(last.data.length, publicFirst.meta.total - (lastPage - 1) * 12);
  });

  it('uses 99 per page when not on the web', async () => {
    const parsed = universityListResponse.parse((await getJson('/api/university-all?is_web=0')).body);
    assert.equal(parsed.meta.size, 99);
    assert.equal(parsed.data.length, parsed.meta.total);
  });

  it('searches names in both languages, treating % and _ literally', async () => {
    const uz = universityListResponse.parse((await getJson(`/api/university-all?search=${encodeURIComponent('Inha')}`)).body);
    assert.ok(uz.data.some((u) => u.slug === 'inha'));
    const ru = universityListResponse.parse((await getJson(`/api/university-all?search=${encodeURIComponent('Инха')}`)).body);
    assert.ok(ru.data.some((u) => u.slug === 'inha'));
    const wildcard = universityListResponse.parse((await getJson('/api/university-all?search=%25')).body);
    assert.equal(wildcard.meta.total, 0);
  });

  it('answers in the language of Accept-Language', async () => {
    const uz = universityListResponse.parse((await getJson('/api/university-all?search=inha')).body);
    const ru = universityListResponse.parse(
      (await getJson('/api/university-all?search=inha', { 'accept-language': 'ru-RU,ru;q=0.9' })).body,
    );
    assert.notEqual(uz.data[0].name, ru.data[0].name);
    assert.match(ru.data[0].name, /[А-Яа-я]/);
  });

  it('answers bad input with 400 naming the field, never 500', async () => {
    const { status, body } = await getJson('/api/university-all?page=-1&type=zzz');
    assert.equal(status, 400);
    const err = errorBodySchema.parse(body);
    assert.equal(err.code, 'VALIDATION_ERROR');
    assert.ok(err.field === 'page' || err.field === 'type');
    assert.match(err.message, /page|type/);
    for (const q of ['type=zzz', 'page=abc', 'size=1000000', 'address_id=-5', 'is_web=maybe', `search=${'x'.repeat(500)}`, 'page=1e400']) {
      const r = await getJson(`/api/university-all?${q}`);
      assert.equal(r.status, 400, `${q} → ${r.status}`);
      errorBodySchema.parse(r.body);
    }
  });

  it('localises validation errors', async () => {
    const ru = errorBodySchema.parse((await getJson('/api/university-all?type=zzz', { 'accept-language': 'ru' })).body);
    assert.match(ru.message, /Поле «type»/);
  });
});

describe('university page calls', () => {
  it('returns a university by slug with contacts and coordinates, 404 for an unknown one', async () => {
    const { status, body } = await getJson('/api/university-info?univer_name=inha');
    assert.equal(status, 200);
    const info = universityInfoResponse.parse(body).data;
    assert.equal(info.slug, 'inha');
    assert.equal(info.type, 'private');
    assert.ok(info.site?.startsWith('https://'));
    assert.ok(info.latitude !== null && info.longitude !== null);
    const missing = await getJson('/api/university-info?univer_name=no-such-university');
    assert.equal(missing.status, 404);
    assert.equal(errorBodySchema.parse(missing.body).code, 'UNIVERSITY_NOT_FOUND');
    assert.equal((await getJson('/api/university-info?univer_name=../../etc/passwd')).status, 400);
  });

  it('lists admission filter options and scores for 2 years × 2 languages × 2 study forms', async () => {
    const info = universityInfoResponse.parse((await getJson('/api/university-info?univer_name=inha')).body).data;
    const options = sortColumnResponse.parse((await getJson(`/api/university-sort-column?univer_id=${info.id}`)).body).data;
    assert.deepEqual(
      options.map((o) => o.year),
      [2025, 2024],
    );
    for (const option of options) {
      assert.equal(option.languages.length, 2);
      assert.equal(option.studies.length, 2);
    }
    const [first] = options;
    const rows = universityBallResponse.parse(
      (
        await getJson(
          `/api/university-ball?univer_id=${info.id}&year=${first.year}&language=${first.languages[0].id}&study=${first.studies[0].id}`,
        )
      ).body,
    ).data;
    assert.ok(rows.length >= 5);
    for (const row of rows) {
      assert.ok(row.contract_ball !== null && row.contract_ball > 0 && row.contract_ball <= 189);
      assert.equal(row.grant_ball, null, 'a private university has no grant places');
      assert.ok(row.subject_1 && row.subject_2);
    }
  });

  it('gives public universities grant scores above contract scores', async () => {
    const list = universityListResponse.parse((await getJson('/api/university-all?type=public&size=99')).body).data;
    for (const u of list.slice(0, 5)) {
      const rows = universityBallResponse.parse(
        (await getJson(`/api/university-ball?univer_id=${u.id}&year=2025&language=1&study=1`)).body,
      ).data;
      assert.ok(rows.length >= 5, `${u.slug} has ${rows.length} directions`);
      for (const row of rows) if (row.grant_ball !== null) assert.ok(row.grant_ball > (row.contract_ball ?? 0));
    }
  });

  it('refuses admission queries without a valid year', async () => {
    assert.equal((await getJson('/api/university-ball?univer_id=1')).status, 400);
    assert.equal((await getJson('/api/university-ball?univer_id=0&year=2025')).status, 400);
    assert.equal((await getJson('/api/university-sort-column?univer_id=abc')).status, 400);
  });
});

describe('reference data', () => {
  it('has the 14 regions of Uzbekistan with their districts', async () => {
    const regions = addressResponse.parse((await getJson('/api/address')).body).data;
    assert.equal(regions.length, 14);
    for (const region of regions) {
      const districts = addressResponse.parse((await getJson(`/api/address?parent_id=${region.id}`)).body).data;
      assert.ok(districts.length >= 5, `${region.name} has ${districts.length} districts`);
      assert.ok(districts.every((d) => d.parent_id === region.id));
    }
  });

  it('lists directions of a university and the subjects', async () => {
    const directions = (await getJson('/api/direction?id=1')).body.data as unknown[];
    assert.ok(directions.length >= 5);
    const subjects = (await getJson('/api/subjectname')).body.data as { slug: string }[];
    for (const slug of ['ona-tili', 'matematika', 'ozbekiston-tarixi']) assert.ok(subjects.some((s) => s.slug === slug));
  });
});

describe('platform behaviour', () => {
  it('reports health with the database kind', async () => {
    const { status, body } = await getJson('/api/health');
    assert.equal(status, 200);
    assert.equal(body.status, 'ok');
    assert.equal(body.database, process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('serves the OpenAPI document listing the routes', async () => {
    const { status, body } = await getJson('/api/docs/json');
    assert.equal(status, 200);
    for (const route of [
      '/api/university-all',
      '/api/university-info',
      '/api/university-sort-column',
      '/api/university-ball',
      '/api/address',
      '/api/direction',
      '/api/health',
    ]) {
      assert.ok(body.paths[route], `${route} is documented`);
    }
  });

  it('answers unknown api paths with a JSON 404', async () => {
    const { status, body } = await getJson('/api/does-not-exist');
    assert.equal(status, 404);
    assert.equal(errorBodySchema.parse(body).code, 'NOT_FOUND');
  });

  it('refuses unsafe requests without the CSRF header', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/health', headers: { origin: 'https://evil.example' } });
    assert.equal(res.statusCode, 403);
    assert.equal(res.json().code, 'CSRF');
  });

  it('seeds idempotently', async () => {
    const before = universityListResponse.parse((await getJson('/api/university-all?is_web=0')).body).meta.total;
    const { seed } = await import('../../../seed');
    assert.deepEqual(await seed(ctx.database.db), { skipped: true });
    await seed(ctx.database.db, { force: true });
    const afterTotal = universityListResponse.parse((await getJson('/api/university-all?is_web=0')).body).meta.total;
    assert.equal(afterTotal, before);
  });
});

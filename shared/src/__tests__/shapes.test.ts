import {
  errorBodySchema,
  faqSchema,
  LOCALES as CONTRACT_LOCALES,
  localeSchema,
  PRIVATE_ON_HOME as CONTRACT_PRIVATE_ON_HOME,
  remotesManifestSchema,
  universityListResponse,
} from '@platform/shared/contracts';
import {
  LOCALES,
  PRIVATE_ON_HOME,
  readErrorBody,
  readFaq,
  readRemotesManifest,
  readReviewSummary,
  readUniversityList,
  reviewSummaryShape,
  universityListShape,
} from '@platform/shared/shapes';
import { reviewSummaryResponse } from '@platform/shared/review';

// The zod-free checks of the home page (issue 19) must accept exactly what the contracts accept and
// give back what the contracts' parse gives back: each is compared with its schema on a valid
// sample, the sample with an unknown key, and one broken copy per field.

type Schema = { safeParse(v: unknown): { success: boolean; data?: unknown } };

function agree(schema: Schema, read: (v: unknown) => unknown, value: unknown) {
  const parsed = schema.safeParse(value);
  const mine = read(value);
  expect({ value, accepted: mine !== undefined }).toEqual({ value, accepted: parsed.success });
  if (parsed.success) expect(mine).toEqual(parsed.data);
}

/** Copies of `value` with the field at `path` replaced by each of `bad`. */
function broken(value: unknown, path: (string | number)[], bad: unknown[]): unknown[] {
  return bad.map((replacement) => {
    const copy = structuredClone(value) as Record<string | number, unknown>;
    let target = copy;
    for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
    const last = path[path.length - 1];
    if (replacement === DELETE) delete target[last];
    else target[last] = replacement;
    return copy;
  });
}

const DELETE = Symbol('delete');
const notInt = ['1', 1.5, null, Number.MAX_SAFE_INTEGER + 2, DELETE];
const notString = [1, null, {}, DELETE];
const notNullableInt = ['1', 1.5, DELETE, undefined];
const notNullableString = [1, {}, DELETE];

const card = {
  id: 7,
  slug: 'inha',
  name: 'Inha University',
  description: 'IT',
  type: 'private',
  logo: null,
  region: { id: 1, name: 'Toshkent' },
  min_contract_price: 20_000_000,
  max_contract_price: null,
  direction_count: 12,
  students_count: 4000,
  is_recommended: true,
};
const list = {
  data: [card, { ...card, id: 8, region: null, logo: '/l.png', type: 'public' }],
  meta: { page: 1, size: 6, total: 2, page_count: 1 },
};

describe('shapes (zod-free checks) agree with the contracts', () => {
  it('keeps the constants the contracts export', () => {
    expect(LOCALES).toBe(CONTRACT_LOCALES);
    expect(LOCALES.every((l) => localeSchema.safeParse(l).success)).toBe(true);
    expect(PRIVATE_ON_HOME).toBe(CONTRACT_PRIVATE_ON_HOME);
  });

  it('error body', () => {
    const body = { message: 'Xato', code: 'BAD', field: 'phone' };
    const samples = [
      body,
      { message: 'Xato', code: 'BAD' },
      { ...body, extra: 1 },
      { message: 'Xato', code: 'BAD', field: undefined },
      null,
      'Xato',
      [],
      ...broken(body, ['message'], notString),
      ...broken(body, ['code'], notString),
      ...broken(body, ['field'], [1, null]),
    ];
    for (const v of samples) agree(errorBodySchema, readErrorBody, v);
  });

  it('remotes manifest', () => {
    const manifest = {
      remotes: {
        tests: { version: '1.2.0', entry: '/remotes/tests/1.2.0/remoteEntry.js', previous: ['1.1.0'] },
        'mf-news2': { version: '0.1.0', entry: '/remotes/news/0.1.0/remoteEntry.js' },
      },
      generated: 'now',
    };
    const samples = [
      manifest,
      { remotes: {} },
      {},
      null,
      { remotes: [] },
      { remotes: { Tests: manifest.remotes.tests } },
      { remotes: { '1tests': manifest.remotes.tests } },
      { remotes: { tests: { ...manifest.remotes.tests, extra: true } } },
      ...broken(manifest, ['remotes', 'tests', 'version'], ['', 1, DELETE]),
      ...broken(manifest, ['remotes', 'tests', 'entry'], ['', null, DELETE]),
      ...broken(manifest, ['remotes', 'tests', 'previous'], [[1], 'x', null]),
      ...broken(manifest, ['remotes', 'tests'], [null, 'x']),
    ];
    for (const v of samples) agree(remotesManifestSchema, readRemotesManifest, v);
  });

  it('university list of the home page', () => {
    const samples = [
      list,
      { ...list, data: [] },
      { ...list, data: [{ ...card, extra: 1 }], meta: { ...list.meta, extra: 1 } },
      null,
      { data: list.data },
      { meta: list.meta },
      { ...list, data: {} },
      ...['id', 'direction_count'].flatMap((f) => broken(list, ['data', 0, f], notInt)),
      ...['slug', 'name', 'description'].flatMap((f) => broken(list, ['data', 0, f], notString)),
      ...['min_contract_price', 'max_contract_price', 'students_count'].flatMap((f) => broken(list, ['data', 0, f], notNullableInt)),
      ...broken(list, ['data', 0, 'logo'], notNullableString),
      ...broken(list, ['data', 0, 'type'], ['all', null, DELETE]),
      ...broken(list, ['data', 0, 'is_recommended'], [1, 'true', null, DELETE]),
      ...broken(list, ['data', 0, 'region'], [{ id: 1 }, { id: '1', name: 'x' }, 'x', DELETE]),
      ...broken(list, ['data', 1], [null, 'x']),
      ...['page', 'size', 'total', 'page_count'].flatMap((f) => broken(list, ['meta', f], notInt)),
    ];
    for (const v of samples) agree(universityListResponse, readUniversityList, v);
    expect(universityListShape.safeParse(list)).toEqual({ success: true, data: universityListResponse.parse(list) });
    expect(universityListShape.safeParse({ data: [] })).toEqual({ success: false });
  });

  it('FAQ file', () => {
    const faq = [
      { question: 'Nima?', answer: 'Bu.' },
      { question: 'Qachon?', answer: 'Hozir.', extra: 1 },
    ];
    const samples = [
      faq,
      [],
      {},
      null,
      ...broken(faq, [0, 'question'], notString),
      ...broken(faq, [1, 'answer'], notString),
      ...broken(faq, [0], [null, 'x']),
    ];
    for (const v of samples) agree(faqSchema, readFaq, v);
  });

  it('review summary of the header', () => {
    const summary = {
      data: {
        due: 5,
        total: 9,
        by_subject: [
          { subject: 'matematika', name: 'Matematika', due: 4, extra: true },
          { subject: 'avtotest', name: 'Avtotest', due: 1 },
        ],
      },
      meta: 1,
    };
    const samples = [
      summary,
      { data: { due: 0, total: 0, by_subject: [] } },
      {},
      null,
      ...broken(summary, ['data', 'due'], notInt),
      ...broken(summary, ['data', 'total'], notInt),
      ...broken(summary, ['data', 'by_subject'], [null, {}, DELETE]),
      ...broken(summary, ['data', 'by_subject', 0, 'subject'], notString),
      ...broken(summary, ['data', 'by_subject', 1, 'name'], notString),
      ...broken(summary, ['data', 'by_subject', 1, 'due'], notInt),
    ];
    for (const v of samples) agree(reviewSummaryResponse, readReviewSummary, v);
    expect(reviewSummaryShape.safeParse(summary)).toEqual({ success: true, data: reviewSummaryResponse.parse(summary) });
  });
});

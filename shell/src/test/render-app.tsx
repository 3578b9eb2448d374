// Renders the shell's real route table in a memory router with the app's providers.
import { addNamespace } from '@platform/shared/i18n';
import { renderDataRouter } from '@platform/shared/test-utils';
import { buildRoutes } from '../routing/router';
import uz from '../locales/uz.json';
import uzCyrl from '../locales/uz.json?uz-Cyrl';
import ru from '../locales/ru.json';

addNamespace('shell', { uz, 'uz-Cyrl': uzCyrl, ru });

export function renderApp(path = '/') {
  return renderDataRouter(buildRoutes(), path);
}

type Handler = (url: string, init?: RequestInit) => { status?: number; body: unknown } | undefined;

/** Replaces fetch with a handler; unknown URLs answer 404. */
export function mockFetch(handler: Handler) {
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input.toString();
    const answer = handler(url, init) ?? { status: 404, body: { message: 'not found', code: 'NOT_FOUND' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}

export const manifest = {
  remotes: { universities: { version: '0.1.0', entry: '/remotes/universities/0.1.0/remoteEntry.js' } },
};

/** A `/remotes.json` listing these remotes. */
export function manifestOf(remotes: string[]) {
  return { remotes: Object.fromEntries(remotes.map((r) => [r, { version: '1.0.0', entry: `/remotes/${r}/1.0.0/remoteEntry.js` }])) };
}

export function universityListBody(names: string[]) {
  return {
    data: names.map((name, i) => ({
      id: i + 1,
      slug: `uni-${i + 1}`,
      name,
      description: `${name} haqida`,
      type: 'private',
      logo: null,
      region: { id: 1, name: 'Toshkent shahri' },
      min_contract_price: 25_000_000,
      max_contract_price: 40_000_000,
      direction_count: 6,
      students_count: 1000,
      is_recommended: true,
    })),
    meta: { page: 1, size: 6, total: names.length, page_count: 1 },
  };
}

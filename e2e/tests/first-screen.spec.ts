import type { Locator, Page } from '@playwright/test';
import { expect, registerNewUser, test } from './fixtures';

// Issue 19 item 3 (ADR 028): the server renders the shell's first screen into the page, in the
// visitor's language and for their session, and the browser takes that markup over (hydrates it)
// instead of drawing the page again once its scripts have run.

const HOME_UZ = 'Imtihonlarga ishonch bilan tayyorlaning';
const HOME_RU = 'Готовьтесь к экзаменам уверенно';

/** Marks the element as the server's; `isFromServer` then tells whether the browser kept that element (hydrated) or drew a new one. */
const markFromServer = (element: Locator) =>
  element.evaluate((node) => {
    (node as HTMLElement & { fromServer?: boolean }).fromServer = true;
  });
const isFromServer = (element: Locator) => element.evaluate((node) => (node as HTMLElement & { fromServer?: boolean }).fromServer === true);

/** An open topic test of the seed (its id and address), from the api. */
async function openTopicTest(page: Page): Promise<{ testUrl: string; testId: number }> {
  const list = await page.request.get('/api/themed-test/view?name=matematika&language_id=1');
  const cards = ((await list.json()) as { data: { testUrl: string; testId: number; opensAt: number | null }[] }).data;
  const open = cards.find((card) => card.opensAt === null);
  if (!open) throw new Error('the seed has no open matematika test');
  return open;
}

/** The ticket the server rendered the test screen with (its quiz query in the page's bootstrap block). */
async function renderedTicket(page: Page): Promise<number | null> {
  const block = JSON.parse((await page.locator('#platform-bootstrap').textContent()) ?? '{}') as {
    queries?: { state?: { queries?: { queryKey: unknown[]; state: { data?: { data?: { ticket_id?: number } } } }[] } } | null;
  };
  const quiz = block.queries?.state?.queries?.find((q) => q.queryKey[1] === 'quiz');
  return quiz?.state.data?.data?.ticket_id ?? null;
}

/** Holds back every script whose address matches `url` until the returned function is called. */
async function holdScript(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Holds the shell's entry script back until the returned function is called, so the page can be
 * looked at as the server sent it, before the browser takes it over.
 */
const holdShellEntry = (page: Page) => holdScript(page, '**/main.js');

/** Whether React has hydrated the element (it keeps its fiber on every element it has taken over). */
const isHydrated = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber'));

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page, a policy page and the 404 page come rendered, in the language of the locale cookie', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HOME_UZ })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Kirish' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Asosiy menyu' })).toContainText('Universitetlar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'uz');
    await expect(page).toHaveTitle('Imtihon — DTM, milliy sertifikat va testlarga tayyorlov');

    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Maxfiylik siyosati' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');

    await context.addCookies([{ name: 'locale', value: 'ru', url: baseURL ?? '' }]);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HOME_RU })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('navigation', { name: 'Главное меню' })).toContainText('Университеты');

    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
    // a remote's route that is not rendered by the server: the chrome and the page's placeholder
    await page.goto('/natijalar');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading')).toHaveCount(0);
  });

  test("the topic tests and the universities come rendered with their first page of the database's cards", async ({ page }) => {
    await page.goto('/mavzuli-test');
    await expect(page.getByRole('heading', { level: 1, name: 'Mavzuli testlar' })).toBeVisible();
    await expect(page.getByTestId('test-card')).toHaveCount(30);
    await expect(page).toHaveTitle('Mavzuli testlar — Imtihon');
    await page.goto('/mavzuli-test/matematika');
    await expect(page.getByRole('heading', { level: 1, name: 'Matematika' })).toBeVisible();
    await expect(page.getByTestId('test-card').first()).toBeVisible();
    await page.goto('/universitetlar');
    await expect(page.getByRole('heading', { level: 1, name: 'Universitetlar' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Inha/ }).first()).toBeVisible();
  });

  test("a topic test comes rendered with its first question and options, on a ticket the page's guest cookie owns (ADR 029)", async ({
    page,
    context,
  }) => {
    const { testUrl } = await openTopicTest(page);
    await page.goto(testUrl);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('radiogroup')).toBeVisible();
    for (const letter of ['a', 'b', 'c', 'd']) await expect(page.getByTestId(`option-${letter}`)).toBeVisible();
    await expect(page.getByText(/^1\s*\/\s*\d+$/).first()).toBeVisible();
    await expect(page.getByTestId('quiz-main-button')).toBeDisabled();
    const ticket = await renderedTicket(page);
    expect(ticket).toBeGreaterThan(0);
    expect((await context.cookies()).some((c) => c.name === 'gt' && c.httpOnly)).toBe(true);
    // a reload resumes that ticket, with the options in its order
    const options = await page.getByRole('radiogroup').innerText();
    await page.reload();
    expect(await renderedTicket(page)).toBe(ticket);
    expect(await page.getByRole('radiogroup').innerText()).toBe(options);
  });
});

test.describe('on a phone', () => {
  test.use({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  });

  test('a teacher page comes rendered with the teacher’s name as its h1, in Russian too (issue 31)', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'locale', value: 'ru', url: baseURL ?? '' }]);
    await page.goto('/ustoz/timur-abdullayev');
    await expect(page.getByRole('heading', { level: 1, name: 'Timur Abdullayev' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Курсы преподавателя' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  });

  test('the courses home and a university page come rendered with their data (ADR 060)', async ({ page }) => {
    await page.goto('/kurslar');
    await expect(page.getByRole('heading', { level: 1, name: 'Kurslar' })).toBeVisible();
    // every section with its cards, none of them a skeleton waiting for the browser
    await expect(page.locator('main a[href^="/kurslar/"]:not([href^="/kurslar/filter"])').first()).toBeVisible();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    await page.goto('/xususiy-universitetlar/wiut');
    await expect(page.getByRole('heading', { level: 1, name: /Vestminster/ })).toBeVisible();
  });

  test('a course, the course filter, a news article and /pro come rendered with their data (issue 33)', async ({ page }) => {
    for (const [path, h1] of [
      ['/kurslar/matematika-dtm-toliq-kurs', /Matematika/],
      ['/kurslar/filter', 'Kurslar'],
      ['/yangiliklar/dtm-test-tuzilmasi', 'DTM testi qanday tuzilgan: 90 ta savol va 189 ball'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: h1 }), path).toBeVisible();
      await expect(page.locator('main [aria-busy="true"]'), path).toHaveCount(0);
      if (!path.startsWith('/kurslar')) continue;
      // the phone's largest element, the course's or the first card's cover, loads at once and is
      // preloaded ahead of the scripts (ADR 062)
      const lead = await page.evaluate(() => {
        const first = document.head.querySelector('link[rel="preload"]');
        const cover = document.querySelector('main img');
        return {
          preload: [first?.getAttribute('as'), first?.getAttribute('href')],
          cover: [cover?.getAttribute('src'), cover?.getAttribute('fetchpriority'), cover?.getAttribute('loading')],
        };
      });
      expect(lead.preload, path).toEqual(['image', lead.cover[0]]);
      expect(lead.cover.slice(1), path).toEqual(['high', null]);
    }
    await expect(page.getByRole('article')).toContainText('189');
    // /pro: the plans (radio cards), the first comparison and the testimonials, no skeleton
    await page.goto('/pro');
    await expect(page.getByRole('heading', { level: 1, name: 'Pro obuna' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /oy/ }).first()).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Foydalanuvchilar fikri' })).toBeVisible();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    // the national certificate's subjects, the autotest's modes, the private universities, the sign-in page
    for (const path of [
      '/milliy-sertifikat',
      '/avtotest',
      '/avtotest/leaderboard',
      '/xususiy-universitetlar',
      '/otmlar-royhati',
      '/univer-tavsiya',
      '/login',
      '/yangiliklar',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(page.locator('main [aria-busy="true"]'), path).toHaveCount(0);
    }
  });

  test("a phone's browser gets the phone's layout from the server (the search behind its button)", async ({ page }) => {
    await page.goto('/mavzuli-test');
    await expect(page.getByRole('button', { name: 'Qidiruvni ochish' })).toBeVisible();
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    // the header's sections behind its menu button, as a phone shows them
    await expect(page.getByTestId('header-menu-button')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  });
});

test('a rendered topic list is taken over as it is: no card drawn again, no call for what came with the page', async ({
  page,
  pageErrors,
}) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(new URL(request.url()).pathname);
  });
  const release = await holdShellEntry(page);
  await page.goto('/mavzuli-test', { waitUntil: 'commit' });
  const firstCard = page.getByTestId('test-card').first();
  await expect(firstCard).toBeVisible();
  await markFromServer(firstCard);
  release();
  await expect(page.locator('#root')).not.toHaveAttribute('data-rendered');
  expect(await isFromServer(firstCard)).toBe(true);
  await expect(page.getByTestId('test-card')).toHaveCount(30);
  // it answers: the second page comes from the api
  const secondPage = page.waitForResponse(
    (response) => response.url().includes('/api/themed-test/view') && response.url().includes('page=2'),
  );
  await page.getByRole('navigation', { name: 'Sahifalar' }).getByRole('button', { name: '2-sahifa' }).click();
  await secondPage;
  await expect(page).toHaveURL(/page=2/);
  expect(calls.filter((call) => call === '/api/subjectname')).toEqual([]);
  expect(calls.filter((call) => call === '/api/themed-test/view')).toHaveLength(1);
  expect(pageErrors).toEqual([]);
});

for (const [path, h1] of [
  ['/kurslar/matematika-dtm-toliq-kurs', /Matematika/],
  ['/kurslar/filter?search=matematika', /Kurslar/],
  ['/yangiliklar/dtm-test-tuzilmasi', /DTM testi qanday tuzilgan/],
  ['/pro', 'Pro obuna'],
  ['/milliy-sertifikat', /.+/],
  ['/avtotest', /.+/],
  ['/avtotest/leaderboard', /.+/],
  ['/xususiy-universitetlar', /.+/],
  ['/otmlar-royhati?subject=1', /.+/],
  ['/univer-tavsiya?subject_1=1&subject_2=2&ball=150', /.+/],
  ['/login', /.+/],
  ['/yangiliklar', /.+/],
] as const) {
  test(`the rendered ${path} is taken over as it is: its h1 kept, no error (issue 33)`, async ({ page, pageErrors }) => {
    const release = await holdShellEntry(page);
    await page.goto(path, { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1, name: h1 });
    await expect(heading).toBeVisible();
    await markFromServer(heading);
    release();
    await expect(page.locator('#root')).not.toHaveAttribute('data-rendered');
    expect(await isFromServer(heading)).toBe(true);
    expect(pageErrors).toEqual([]);
  });
}

test('the rendered courses home is taken over as it is, without asking for its sections again (ADR 060)', async ({ page, pageErrors }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/teacher')) calls.push(new URL(request.url()).pathname);
  });
  const release = await holdShellEntry(page);
  await page.goto('/kurslar', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1, name: 'Kurslar' });
  await expect(heading).toBeVisible();
  await markFromServer(heading);
  release();
  await expect(page.locator('#root')).not.toHaveAttribute('data-rendered');
  expect(await isFromServer(heading)).toBe(true);
  // it answers: the search opens the filter page
  await page.getByRole('searchbox').fill('matematika');
  await page.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/kurslar\/filter/);
  expect(calls).not.toContain('/api/teacher-course/top-courses');
  expect(calls).not.toContain('/api/teacher-course/category-courses');
  expect(calls).not.toContain('/api/teacher/top');
  expect(pageErrors).toEqual([]);
});

test('a rendered topic test is taken over as it is, with no call for its ticket, and takes an answer (ADR 029)', async ({
  page,
  pageErrors,
}) => {
  const { testUrl } = await openTopicTest(page);
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  const release = await holdShellEntry(page);
  await page.goto(testUrl, { waitUntil: 'commit' });
  const option = page.getByTestId('option-a');
  await expect(option).toBeVisible();
  await markFromServer(option);
  release();
  await expect(page.locator('#root')).not.toHaveAttribute('data-rendered');
  expect(await isFromServer(option)).toBe(true);
  // the ticket came with the page: the browser checks its answer on it
  const checked = page.waitForResponse((response) => response.url().includes('/api/check-test') && response.request().method() === 'POST');
  await option.click();
  await page.getByTestId('quiz-main-button').click();
  expect((await checked).status()).toBe(200);
  await expect(option).toHaveAttribute('data-state', /correct|wrong/);
  await expect(page.getByTestId('quiz-xp')).toBeVisible();
  expect(calls.filter((call) => call === 'GET /api/themed-order' || call === 'GET /api/test-info')).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('the browser takes the rendered page over without drawing it again, and it answers from then on', async ({ page, pageErrors }) => {
  const release = await holdShellEntry(page);
  await page.goto('/', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1, name: HOME_UZ });
  await expect(heading).toBeVisible();
  const root = page.locator('#root');
  await expect(root).toHaveAttribute('data-rendered', '');
  // until then a tap would be lost: the rendered page takes none
  expect(await root.evaluate((node) => getComputedStyle(node).pointerEvents)).toBe('none');
  await markFromServer(heading);

  release();
  await expect(root).not.toHaveAttribute('data-rendered');
  // the same element: hydrated, not replaced
  expect(await isFromServer(heading)).toBe(true);
  await page.getByRole('button', { name: 'Рус' }).click();
  await expect(page.getByRole('heading', { level: 1, name: HOME_RU })).toBeVisible();
  // a mismatch between the server's markup and the browser's first render is logged as an error
  expect(pageErrors).toEqual([]);
});

test('the entry starts once the rendered page is on screen; at once in a hidden tab or without paint timing (ADR 065)', async ({
  browser,
  baseURL,
}) => {
  // when the starter adds /main.js to the document
  const watch = () => {
    const w = window as unknown as { entryAddedAt?: number };
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLScriptElement && node.src.endsWith('/main.js')) w.entryAddedAt ??= performance.now();
    }).observe(document, { childList: true, subtree: true });
  };
  const cases: { name: string; init?: () => void }[] = [
    { name: 'on screen' },
    // a browser that reports no paint
    { name: 'no paint timing', init: () => Object.defineProperty(window, 'PerformanceObserver', { value: undefined }) },
    // a tab opened in the background, which draws no frame until it is shown
    { name: 'hidden', init: () => Object.defineProperty(document, 'visibilityState', { value: 'hidden' }) },
  ];
  for (const { name, init } of cases) {
    const context = await browser.newContext({ baseURL });
    await context.addInitScript(watch);
    if (init) await context.addInitScript(init);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('#root'), name).not.toHaveAttribute('data-rendered', { timeout: 10_000 });
    await expect(page.getByRole('button', { name: 'Рус' })).toBeEnabled();
    const { added, fcp, parsed } = await page.evaluate(() => ({
      added: (window as unknown as { entryAddedAt?: number }).entryAddedAt ?? null,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive,
    }));
    expect(added, `${name}: the starter added the entry`).not.toBeNull();
    if (!init) {
      expect(fcp).not.toBeNull();
      expect(added!, 'after the first contentful paint').toBeGreaterThanOrEqual(fcp!);
    } else {
      // added by the starter itself, while the parser ran it: nothing waited for a paint
      expect(added!, name).toBeLessThanOrEqual(parsed);
    }
    await context.close();
  }
});

test("the rendered page takes no tap until the route's own page is hydrated, not only the layout around it (ADR 065)", async ({
  page,
  pageErrors,
}) => {
  // the topic list's page chunk held back: the shell and its layout hydrate, the page's boundary waits
  const release = await holdScript(page, /\/remotes\/tests\/[^/]+\/catalog\.[0-9a-f]+\.js$/);
  await page.goto('/mavzuli-test', { waitUntil: 'commit' });
  const root = page.locator('#root');
  // the header is the layout's
  await expect.poll(() => page.locator('header').first().evaluate(isHydrated), { timeout: 30_000 }).toBe(true);
  const card = page.getByTestId('test-card').first();
  expect(await card.evaluate(isHydrated)).toBe(false);
  await expect(root).toHaveAttribute('data-rendered', '');
  expect(await root.evaluate((node) => getComputedStyle(node).pointerEvents)).toBe('none');

  release();
  await expect(root).not.toHaveAttribute('data-rendered');
  expect(await card.evaluate(isHydrated)).toBe(true);
  expect(pageErrors).toEqual([]);
});

test("a signed-in visitor's header comes rendered for them, and hydrates", async ({ page, browser, pageErrors }) => {
  await registerNewUser(page);
  const signedIn = await page.context().storageState();
  const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: signedIn });
  const bare = await noScript.newPage();
  await bare.goto('/');
  await expect(bare.getByRole('button', { name: /foydalanuvchi menyusi/ })).toBeVisible();
  await expect(bare.getByRole('banner').getByRole('button', { name: 'Kirish' })).toHaveCount(0);
  // the olympiads, for the signed-in visitor only, come rendered with their cards (issue 33)
  await bare.goto('/online-olimpiadalar');
  await expect(bare.getByRole('heading', { level: 1, name: 'Onlayn olimpiadalar' })).toBeVisible();
  const card = bare.locator('main a[href^="/online-olimpiadalar/olimpiada-"]').first();
  await expect(card).toBeVisible();
  await expect(bare.locator('main [aria-busy="true"]')).toHaveCount(0);
  await bare.goto((await card.getAttribute('href')) ?? '');
  await expect(bare.getByRole('heading', { level: 1 })).not.toHaveText('Onlayn olimpiadalar');
  await expect(bare.locator('main [aria-busy="true"]')).toHaveCount(0);
  await noScript.close();

  await page.reload();
  await expect(page.locator('#root')).not.toHaveAttribute('data-rendered');
  await page.getByRole('button', { name: /foydalanuvchi menyusi/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  // the own profile is rendered as it starts loading, and hydrates into the loaded page
  await page.goto('/profile');
  await expect(page.locator('#root')).not.toHaveAttribute('data-rendered');
  await expect(page.getByRole('heading', { level: 1, name: 'Ali Valiyev' })).toBeVisible();
  // a rendered olympiad list hydrates, and its countdown starts once the page runs
  await page.goto('/online-olimpiadalar');
  await expect(page.locator('#root')).not.toHaveAttribute('data-rendered');
  await expect(page.getByRole('article').first().locator('time')).toHaveText(/\d{2}:\d{2}:\d{2}/);
  expect(pageErrors).toEqual([]);
});

test("a guest's profile page comes rendered as the sign-in panel", async ({ browser }) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const page = await noScript.newPage();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profilni koʻrish uchun tizimga kiring' })).toBeVisible();
  await noScript.close();
});

test('a language chosen in this browser that the server did not know yet is drawn anew in that language', async ({ page, pageErrors }) => {
  // chosen before the locale cookie existed: the server renders Uzbek, the shell runs in Russian
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('locale', 'ru');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HOME_RU })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-rendered');
  await expect(page.getByRole('heading', { level: 1, name: HOME_UZ })).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

// ADR 064: a rendered page inlines only the CSS rules its markup can use. Without JavaScript, every
// element of the page computes the same styles as once every module's CSS (what the browser gets
// after taking over: style-loader's elements) is added to it: no rule the first screen needs is left out.
test('a rendered page inlines the CSS its first screen uses, none it needs left out', async ({ page, browser }) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const bare = await noScript.newPage();
  const styles = () =>
    [...document.querySelectorAll('body *')].map((e) => {
      const s = getComputedStyle(e);
      const props = [
        'display',
        'position',
        'width',
        'height',
        'margin',
        'padding',
        'color',
        'background-color',
        'font-size',
        'font-weight',
        'grid-template-columns',
        'gap',
        'border',
        'border-radius',
        'visibility',
        'outline',
      ];
      return `${e.tagName}:${props.map((p) => s.getPropertyValue(p)).join('|')}`;
    });
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/', '/mavzuli-test', '/kurslar', '/universitetlar/nuu']) {
    await page.goto(path);
    await expect(page.locator('#root')).not.toHaveAttribute('data-rendered');
    const everyModule = await page.evaluate(() => [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n'));
    await bare.goto(path);
    const inlined = (await bare.locator('head style').last().textContent()) ?? '';
    const alone = await bare.evaluate(styles);
    await bare.evaluate((css) => document.head.append(Object.assign(document.createElement('style'), { textContent: css })), everyModule);
    expect(await bare.evaluate(styles), path).toEqual(alone);
    // and the inlined CSS is smaller than every module's
    expect(inlined.length, path).toBeLessThan(everyModule.length);
  }
  await noScript.close();
});

import { screen, within } from '@testing-library/react';
import type { Activity } from '@platform/shared/accounts';
import { fail, mockApi, ok } from '@platform/shared/test-utils';
import { CREATED_AT, makeProfile, makeProgress, otherProfile, renderProfile, setSession } from './helpers';

const DAY = 86_400;
const item = (overrides: Partial<Activity> & Pick<Activity, 'type' | 'id'>): Activity => ({
  name: 'Test',
  score: null,
  max_score: null,
  xp: 0,
  olympiad_id: null,
  created_at: CREATED_AT,
  ...overrides,
});

/** One result of every kind, newest first, as one's own list has them (with scores). */
const EVERY_KIND: Activity[] = [
  item({ type: 'autotest', id: 31, name: '5-bilet', score: 19, max_score: 20 }),
  item({ type: 'olympiad', id: 900, olympiad_id: 12, name: 'Bahorgi olimpiada', score: 77, max_score: 100, created_at: CREATED_AT - DAY }),
  item({ type: 'private', id: 41, name: 'Kompyuter injiniringi', score: 44, max_score: 60, created_at: CREATED_AT - 2 * DAY }),
  item({ type: 'natcert', id: 42, name: 'Milliy sertifikat (sinov) 2025', score: 41, max_score: 52, created_at: CREATED_AT - 3 * DAY }),
  item({ type: 'block', id: 43, name: 'Blok test', score: 55.8, max_score: 93, created_at: CREATED_AT - 4 * DAY }),
  item({ type: 'virtual', id: 44, name: 'Virtual test 2025', score: 101.2, max_score: 189, created_at: CREATED_AT - 5 * DAY }),
  item({ type: 'dtm', id: 45, name: 'DTM test 2025', score: 145.6, max_score: 189, created_at: CREATED_AT - 6 * DAY }),
  item({ type: 'topic', id: 501, name: 'Kasrlar', score: 3, max_score: 4, xp: 8, created_at: CREATED_AT - 7 * DAY }),
];

function setup(result: () => ReturnType<typeof ok>, profile = makeProfile()) {
  return mockApi({
    '/profile/view': () => ok({ data: profile }),
    '/profile/statistics': () => ok({ data: [] }),
    '/profile/progress': () => ok({ data: makeProgress() }),
    '/applications': () => ok({ data: [] }),
    '/profile/result': result,
  });
}

async function activitySection() {
  return (await screen.findByRole('heading', { name: 'Soʻnggi faoliyat' })).closest('section') as HTMLElement;
}

beforeEach(() => setSession('user'));
afterEach(() => setSession('unknown'));

describe('recent activity', () => {
  it('lists a result of every kind, each linking to its own result page, with its score and date', async () => {
    setup(() => ok({ data: EVERY_KIND }));
    renderProfile('/profile');
    const section = await activitySection();
    const links = await within(section).findAllByTestId('activity-link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/avtotest/result/31',
      '/online-olimpiadalar/olimpiada-12/natijalar',
      '/natijalar/imtihon/41',
      '/milliy-sertifikat/result?ticket=42',
      '/natijalar/imtihon/43',
      '/natijalar/imtihon/44',
      '/natijalar/imtihon/45',
      '/natijalar/501',
    ]);
    expect(links.map((l) => l.querySelector('span:nth-child(2) > span')?.textContent)).toEqual([
      'Avtotest',
      'Olimpiada',
      'OTM imtihoni',
      'Milliy sertifikat',
      'Blok test',
      'Virtual test',
      'DTM',
      'Mavzuli test',
    ]);
    expect(links[6]).toHaveTextContent('DTM test 2025');
    expect(links[6]).toHaveTextContent('145,6 / 189');
    expect(links[6]).toHaveTextContent('26.12.2023');
    expect(links[7]).toHaveTextContent('3 / 4');
    expect(links[7]).toHaveTextContent('+8 XP');
    // XP only where there is some
    expect(within(section).getAllByText(/XP$/)).toHaveLength(1);
  });

  it('on another user’s profile names their results without scores or links', async () => {
    setup(() => ok({ data: EVERY_KIND.map((r) => ({ ...r, score: null, max_score: null })) }), otherProfile());
    renderProfile('/profile/7');
    const section = await activitySection();
    expect(await within(section).findByText('Bahorgi olimpiada')).toBeInTheDocument();
    expect(within(section).queryAllByRole('link')).toHaveLength(0);
    expect(within(section).getAllByRole('listitem')).toHaveLength(EVERY_KIND.length);
    expect(section).not.toHaveTextContent('/ 189');
  });

  it('says there is no activity yet when the list is empty', async () => {
    setup(() => ok({ data: [] }));
    renderProfile('/profile');
    const section = await activitySection();
    expect(await within(section).findByText('Hali faoliyat yoʻq')).toBeInTheDocument();
  });

  it('shows an error with retry when the list cannot be loaded', async () => {
    setup(() => fail(500, 'x'));
    renderProfile('/profile');
    const section = await activitySection();
    expect(await within(section).findByRole('alert')).toHaveTextContent('x');
    expect(within(section).getByRole('button', { name: 'Qayta urinish' })).toBeInTheDocument();
  });
});

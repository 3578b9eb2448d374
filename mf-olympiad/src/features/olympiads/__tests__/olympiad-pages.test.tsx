import { act, fireEvent, screen } from '@testing-library/react';
import { bodiesOf, collectEvents, fail, mockApi, ok } from '@platform/shared/test-utils';
import { makeUser } from '@platform/shared/test-factories';
import { sessionStore } from '@platform/shared/session';
import type { Olympic, RankingRow } from '@platform/shared/olympiads';
import { renderApp } from '../../../test/render';

const opened = collectEvents('auth:open');
const NOW = Date.now();
const olympic = (overrides: Partial<Olympic> = {}): Olympic => ({
  id: 7,
  name: 'DTM bahorgi olimpiadasi',
  title: 'Onlayn olimpiada',
  type: 'dtm',
  status: 'active',
  started_time: Math.floor(NOW / 1000) - 3600,
  end_time: Math.floor(NOW / 1000) + 7200,
  required_subjects: [{ id: 1, name: 'Matematika', question_count: 3 }],
  total_participants: 0,
  course_count: 2,
  average_percent: null,
  max_percent: null,
  already_participated: false,
  olympic_course_id: null,
  running_ticket_id: null,
  ...overrides,
});
const courses = [
  { id: 31, name: 'Matematika — Fizika', duration: 60, subjects: [] },
  { id: 32, name: 'Biologiya — Kimyo', duration: 45, subjects: [] },
];
const row = (position: number, overrides: Partial<RankingRow> = {}): RankingRow => ({
  id: position,
  type: 'other',
  position,
  profile_name: `Ishtirokchi ${position}`,
  phone: '+998 90 *** ** 12',
  subject_stats: [{ subject_id: 2, subject_name: 'Fizika', obtained_ball: 4, max_ball: 6 }],
  required_subject_stats: [],
  total_score: 100 - position,
  accuracy_percentage: 80,
  seconds_used: 600 + position,
  finished_at: Math.floor(NOW / 1000),
  ...overrides,
});

afterEach(() => act(() => sessionStore.getState().signOut()));

describe('olympiad pages', () => {
  it('a signed-out visitor is sent to the sign-in flow, the olympiad path remembered; nothing is queried', async () => {
    act(() => sessionStore.getState().signOut());
    const { fetchMock } = mockApi({});
    renderApp('/online-olimpiadalar/olimpiada-7');
    expect(await screen.findByRole('button', { name: 'Kirish' })).toBeInTheDocument();
    expect(opened).toEqual([{ redirectUrl: '/online-olimpiadalar/olimpiada-7', required: true }]);
    fireEvent.click(screen.getByRole('button', { name: 'Kirish' }));
    expect(opened).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('list: the banner with a pulse before the first tick, then hh:mm:ss; finished cards with statistics', async () => {
    act(() => sessionStore.getState().signIn(makeUser()));
    mockApi({
      '/olympic/olympics-list': () => ok({ data: { server_now: NOW, items: [olympic()] } }),
      '/olympic/olympics-list-finish': () =>
        ok({
          data: {
            server_now: NOW,
            items: [
              olympic({
                id: 8,
                name: 'Tabiiy fanlar',
                status: 'finished',
                total_participants: 3000,
                average_percent: 51.2,
                max_percent: 100,
              }),
            ],
          },
        }),
    });
    renderApp('/online-olimpiadalar');
    expect(await screen.findByRole('heading', { level: 2, name: 'DTM bahorgi olimpiadasi' })).toBeInTheDocument();
    expect(screen.getAllByTestId('countdown-pulse').length).toBeGreaterThan(0);
    expect(await screen.findByText(/^\d{2}:\d{2}:\d{2}$/, undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByText('Ishtirokchilar: 3000')).toBeInTheDocument();
    expect(screen.getByText('Oʻrtacha natija: 51.2%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Natijalar: Tabiiy fanlar' })).toHaveAttribute(
      'href',
      '/online-olimpiadalar/olimpiada-8/natijalar',
    );
  });

  it('detail: the combination is required, the start goes to the test; a refused second start shows the message', async () => {
    act(() => sessionStore.getState().signIn(makeUser()));
    const { fetchMock } = mockApi({
      '/olympic/olympic-view': () => ok({ data: { server_now: NOW, olympic: olympic(), courses } }),
      '/olympic/olympic-order': () =>
        fail(409, 'Siz bu olimpiadada qatnashgansiz: natijalar uchun olimpiada tugashini kuting', 'OLYMPIAD_ALREADY_PARTICIPATED'),
    });
    renderApp('/online-olimpiadalar/olimpiada-7');
    fireEvent.click(await screen.findByRole('button', { name: 'Olimpiadani boshlash' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Fanlar toʻplami');
    expect(bodiesOf(fetchMock, '/olympic/olympic-order')).toEqual([]);
    fireEvent.change(screen.getByRole('combobox', { name: 'Fanlar toʻplami' }), { target: { value: '32' } });
    fireEvent.click(screen.getByRole('button', { name: 'Olimpiadani boshlash' }));
    expect(await screen.findByTestId('olympiad-start-error')).toHaveTextContent('tugashini kuting');
    expect(bodiesOf(fetchMock, '/olympic/olympic-order')).toEqual([{ olympic_id: 7, olympic_course_id: 32 }]);
  });

  it('detail: a started attempt is continued; a started one goes to the test screen', async () => {
    act(() => sessionStore.getState().signIn(makeUser()));
    mockApi({
      '/olympic/olympic-view': () =>
        ok({
          data: { server_now: NOW, olympic: olympic({ already_participated: true, olympic_course_id: 31, running_ticket_id: 5 }), courses },
        }),
    });
    renderApp('/online-olimpiadalar/olimpiada-7');
    expect(await screen.findByRole('link', { name: 'Davom ettirish' })).toHaveAttribute('href', '/online-olimpiadalar/test/31');
  });

  it('results: own row marked, kept in the sticky bar beyond 10th; pages', async () => {
    act(() => sessionStore.getState().signIn(makeUser()));
    const self = row(1234, { type: 'self', profile_name: 'Men' });
    mockApi({
      '/olympic/olympic-view': () => ok({ data: { server_now: NOW, olympic: olympic({ status: 'finished' }), courses } }),
      '/olympic/olympic-stats': () =>
        ok({
          data: {
            olympic_id: 7,
            status: 'finished',
            total: 3000,
            page: 1,
            size: 50,
            rows: Array.from({ length: 50 }, (_, i) => row(i + 1)),
            self,
            server_now: NOW,
          },
        }),
    });
    renderApp('/online-olimpiadalar/olimpiada-7/natijalar');
    expect(await screen.findByTestId('own-sticky')).toHaveTextContent('Sizning oʻrningiz: 1234');
    expect(screen.getAllByRole('row')).toHaveLength(51);
    expect(screen.getByText('Yakunlaganlar: 3000')).toBeInTheDocument();
    expect(screen.queryByTestId('own-row')).toBeNull();
  });

  it('results: the own row within the top 10 is marked in the table, no sticky bar', async () => {
    act(() => sessionStore.getState().signIn(makeUser()));
    const self = row(3, { type: 'self', profile_name: 'Men' });
    mockApi({
      '/olympic/olympic-view': () => ok({ data: { server_now: NOW, olympic: olympic({ status: 'finished' }), courses } }),
      '/olympic/olympic-stats': () =>
        ok({
          data: { olympic_id: 7, status: 'finished', total: 3, page: 1, size: 50, rows: [row(1), row(2), self], self, server_now: NOW },
        }),
    });
    renderApp('/online-olimpiadalar/olimpiada-7/natijalar');
    expect(await screen.findByTestId('own-row')).toHaveTextContent('Men (siz)');
    expect(screen.queryByTestId('own-sticky')).toBeNull();
  });
});

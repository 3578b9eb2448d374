import { act, screen, within } from '@testing-library/react';
import { mockApi, ok } from '@platform/shared/test-utils';
import { makeUser } from '@platform/shared/test-factories';
import { sessionStore } from '@platform/shared/session';
import type { LeaderboardRow } from '@platform/shared/autotest';
import { renderApp } from '../../../../test/render';

const row = (rank: number, overrides: Partial<LeaderboardRow> = {}): LeaderboardRow => ({
  rank,
  user_id: 1000 + rank,
  name: `Oʻquvchi ${rank}`,
  image: null,
  score: 20 - rank,
  time_used: 300 + rank,
  finished_at: '2026-03-02T08:00:00.000Z',
  is_me: false,
  ...overrides,
});

function board(rows: LeaderboardRow[], me: LeaderboardRow | null) {
  mockApi({
    '/auto-test/leaderboard': () => ok({ data: { rows, me, total: rows.length + (me && !rows.includes(me) ? 1 : 0) } }),
    '/auto-test/view': () => ok({ data: [] }),
  });
  renderApp('/avtotest/leaderboard');
}

/** The rows as the page shows them (hidden ones included: a repeated row must not be there at all). */
const shownNames = () => screen.getAllByRole('row', { hidden: true }).map((r) => r.querySelectorAll('td')[1]?.textContent ?? null);

beforeEach(() => act(() => sessionStore.getState().signIn(makeUser())));
afterEach(() => act(() => sessionStore.getState().signOut()));

describe('/avtotest/leaderboard', () => {
  it('lists the learner’s own row once when it is among the top rows (marked, kept in view)', async () => {
    const mine = row(2, { is_me: true, name: 'Men Oʻzim' });
    board([row(1), mine, row(3)], mine);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByText(/Men Oʻzim/)).toHaveLength(1);
    expect(shownNames()).toEqual([null, 'Oʻquvchi 1', 'Men Oʻzim (Siz)', 'Oʻquvchi 3']);
    expect(screen.queryByTestId('own-row')).not.toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Men Oʻzim/ })).toHaveAttribute('data-testid', 'own-row-in-list');
  });

  it('below the top rows, the own row comes after them in the kept-in-view footer', async () => {
    const mine = row(57, { is_me: true, name: 'Men Oʻzim' });
    board([row(1), row(2)], mine);
    const own = await screen.findByTestId('own-row');
    expect(own).toHaveTextContent('57Men Oʻzim (Siz)');
    expect(shownNames()).toEqual([null, 'Oʻquvchi 1', 'Oʻquvchi 2', 'Men Oʻzim (Siz)']);
  });
});

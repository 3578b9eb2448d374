import { act, fireEvent, screen, within } from '@testing-library/react';
import { collectEvents, mockApi, ok } from '@platform/shared/test-utils';
import { makeUser } from '@platform/shared/test-factories';
import { sessionStore } from '@platform/shared/session';
import type { AutotestCard, AutotestSummary } from '@platform/shared/autotest';
import { renderApp } from '../../../../test/render';

const opened = collectEvents('auth:open');

const card = (number: number, overrides: Partial<AutotestCard> = {}): AutotestCard => ({
  test_id: 100 + number,
  number,
  lesson_name: `${number}-bilet`,
  test_rating: null,
  test_count: 20,
  view_count: 0,
  is_premium: false,
  is_saved: false,
  ...overrides,
});
const summary = (overrides: Partial<AutotestSummary> = {}): AutotestSummary => ({
  ticket_count: 2,
  question_count: 40,
  categories: [{ slug: 'signs', name: "Yo'l belgilari", question_count: 40 }],
  readiness: null,
  mistakes: 0,
  marathon: null,
  exam_attempts_left: null,
  last_result: null,
  ...overrides,
});

afterEach(() => act(() => sessionStore.getState().signOut()));

describe('/avtotest', () => {
  it('locks Pro tickets for a free user (the link goes to /pro) and shows readiness and the modes', async () => {
    act(() => sessionStore.getState().signIn(makeUser()));
    mockApi({
      '/auto-test/view': () => ok({ data: [card(1, { test_rating: 18 }), card(2, { is_premium: true })] }),
      '/auto-test/summary': () =>
        ok({ data: summary({ readiness: 37, mistakes: 4, marathon: { answered: 5, total: 40, ticket_id: null }, exam_attempts_left: 1 }) }),
    });
    renderApp('/avtotest');
    const locked = await screen.findByRole('link', { name: '2-bilet: Pro bilan ochiladi' });
    expect(locked).toHaveAttribute('href', '/pro');
    expect(screen.getByRole('link', { name: '1-biletni boshlash' })).toHaveAttribute('href', '/avtotest/test/101');
    expect(screen.getByText('Eng yaxshi natija: 18/20')).toBeInTheDocument();
    expect(await screen.findByRole('meter', { name: 'Tayyorgarlik' })).toHaveAttribute('aria-valuenow', '37');
    expect(screen.getByRole('link', { name: /Xatolar ustida ishlash/ })).toHaveAttribute('href', '/avtotest/test?mode=mistakes');
    expect(screen.getByRole('link', { name: /Yo'l belgilari/ })).toHaveAttribute('href', '/avtotest/test?mode=topic&category=signs');
    expect(screen.getByText('Bepul urinish: 1 ta qoldi')).toBeInTheDocument();
  });

  it('Pro users see no lock; saving signed out opens the sign-in flow', async () => {
    act(() => sessionStore.getState().signIn(makeUser({ premium: true })));
    mockApi({
      '/auto-test/view': () => ok({ data: [card(2, { is_premium: true })] }),
      '/auto-test/summary': () => ok({ data: summary() }),
    });
    const { unmount } = renderApp('/avtotest');
    expect(await screen.findByRole('link', { name: '2-biletni boshlash' })).toHaveAttribute('href', '/avtotest/test/102');
    unmount();
    act(() => sessionStore.getState().signOut());
    renderApp('/avtotest');
    fireEvent.click(await screen.findByRole('button', { name: 'Saqlash: 2-bilet' }));
    expect(opened).toEqual([{ redirectUrl: '/avtotest' }]);
    expect(within(document.body).queryByRole('meter')).toBeNull();
  });

  it('shows the learner’s last result with a link to it (the way back after a forced stop); none before one', async () => {
    act(() => sessionStore.getState().signIn(makeUser()));
    mockApi({
      '/auto-test/view': () => ok({ data: [card(1)] }),
      '/auto-test/summary': () =>
        ok({
          data: summary({
            readiness: 5,
            marathon: { answered: 0, total: 40, ticket_id: null },
            last_result: {
              ticket_id: 77,
              mode: 'exam',
              title: 'Imtihon',
              passed: false,
              correct: 4,
              mistakes: 3,
              question_count: 20,
              stop_reason: 'mistakes',
              finished_at: '2026-03-02T08:10:00.000Z',
            },
          }),
        }),
    });
    const { unmount } = renderApp('/avtotest');
    const last = await screen.findByRole('region', { name: 'Soʻnggi natija' });
    expect(last).toHaveTextContent('Imtihon');
    expect(last).toHaveTextContent('Imtihondan oʻta olmadingiz');
    expect(last).toHaveTextContent('Toʻgʻri javoblar: 4 / 20');
    expect(last).toHaveTextContent('Bilet 3-xatoda toʻxtatilgan');
    expect(within(last).getByRole('link', { name: 'Natijani koʻrish' })).toHaveAttribute('href', '/avtotest/result/77');
    unmount();

    mockApi({
      '/auto-test/view': () => ok({ data: [card(1)] }),
      '/auto-test/summary': () => ok({ data: summary({ readiness: 5, marathon: { answered: 0, total: 40, ticket_id: null } }) }),
    });
    renderApp('/avtotest');
    expect(await screen.findByRole('link', { name: '1-biletni boshlash' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Soʻnggi natija' })).not.toBeInTheDocument();
  });
});

import { act, fireEvent, screen, within } from '@testing-library/react';
import { bodiesOf, collectEvents, currentUrl, fail, mockApi, ok } from '@platform/shared/test-utils';
import { makeUser } from '@platform/shared/test-factories';
import { sessionStore } from '@platform/shared/session';
import type { AutotestTicket } from '@platform/shared/autotest';
import { renderApp } from '../../../../test/render';

const NOW = '2026-03-02T08:00:00.000Z';
const opened = collectEvents('auth:open');

function ticket(overrides: Partial<AutotestTicket> = {}): AutotestTicket {
  return {
    ticket_id: 7,
    mode: 'exam',
    test_id: null,
    title: 'Imtihon',
    status: 'active',
    deadline: new Date(Date.parse(NOW) + 25 * 60_000).toISOString(),
    server_time: NOW,
    mistakes: 0,
    max_mistakes: 2,
    tests: [
      {
        questions: Array.from({ length: 20 }, (_, i) => ({
          id: 100 + i,
          text: `Savol ${i + 1}?`,
          image: i === 0 ? '/api/content-images/abc.svg' : null,
          options: [1, 2, 3].map((id) => ({ id, text: `Javob ${id}` })),
          is_checked: false,
          checked: null,
          is_right: null,
          is_true: null,
          explanation: null,
          rule: null,
        })),
      },
    ],
    ...overrides,
  };
}

const verdict = (id: number, checked: number, mistakes: number, finished = false) => ({
  data: {
    id,
    checked,
    is_right: checked === 1,
    is_true: 1,
    explanation: null,
    rule: null,
    mistakes,
    answered: mistakes,
    finished,
    stop_reason: finished ? 'mistakes' : null,
  },
});

beforeEach(() => {
  act(() => sessionStore.getState().signIn(makeUser()));
});
afterEach(() => {
  act(() => sessionStore.getState().signOut());
});

describe('the autotest screen', () => {
  it('answers with F1–F5 and 1–5, colours the navigator, and the third mistake opens the forced stop (the result or home, not dismissible)', async () => {
    let mistakes = 0;
    const { fetchMock } = mockApi({
      '/auto-test/create': () => ok({ data: { is_allowed: true, ticket: ticket() } }),
      '/check-test/check': async () => {
        const body = bodiesOf(fetchMock, '/check-test/check').at(-1) as { id: number; option_id: number };
        if (body.option_id !== 1) mistakes += 1;
        return ok(verdict(body.id, body.option_id, mistakes, mistakes === 3));
      },
      '/check-test/finish': () => ok({ data: {} }),
    });
    renderApp('/avtotest/test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Imtihon' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '1-savolning rasmi' })).toHaveAttribute('src', '/api/content-images/abc.svg');
    expect(screen.getByRole('timer')).toHaveTextContent('25:00');

    fireEvent.keyDown(window, { key: 'F1' });
    const nav = screen.getByRole('navigation', { name: 'Savollar' });
    expect(await within(nav).findByRole('button', { name: '1-savol, toʻgʻri' })).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/check-test/check')).toEqual([{ id: 100, option_id: 1 }]);
    // → moves on without waiting for the automatic step
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByTestId('counter')).toHaveTextContent('2 / 20');
    fireEvent.keyDown(window, { key: '2' });
    expect(await within(nav).findByRole('button', { name: '2-savol, notoʻgʻri' })).toBeInTheDocument();
    // a key beyond the question's options does nothing
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: '5' });
    fireEvent.keyDown(window, { key: 'F3' });
    expect(await within(nav).findByRole('button', { name: '3-savol, notoʻgʻri' })).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/check-test/check')).toHaveLength(3);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: '3' });

    const dialog = await screen.findByRole('dialog', { name: 'Imtihon toʻxtatildi' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Natijani koʻrish', 'Bosh sahifaga']);
    // not dismissible: Escape leaves it open
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bosh sahifaga' }));
    expect(currentUrl().pathname).toBe('/');
  });

  it('the forced stop leads to the result too, and the stop counter never reads more mistakes than it allows', async () => {
    let mistakes = 0;
    const { fetchMock } = mockApi({
      '/auto-test/create': () => ok({ data: { is_allowed: true, ticket: ticket() } }),
      '/check-test/check': async () => {
        const body = bodiesOf(fetchMock, '/check-test/check').at(-1) as { id: number; option_id: number };
        mistakes += 1;
        return ok(verdict(body.id, body.option_id, mistakes, mistakes === 3));
      },
      '/auto-test/result': () =>
        ok({
          data: {
            ticket_id: 7,
            mode: 'exam',
            test_id: null,
            title: 'Imtihon',
            passed: false,
            correct: 0,
            mistakes: 3,
            answered: 3,
            question_count: 20,
            stop_reason: 'mistakes',
            time_used: 60,
            started_at: NOW,
            finished_at: NOW,
            wrong: [],
          },
        }),
    });
    renderApp('/avtotest/test');
    await screen.findByRole('heading', { level: 1, name: 'Imtihon' });
    expect(screen.getByTestId('mistakes')).toHaveTextContent('Xatolar: 0/2');
    const nav = screen.getByRole('navigation', { name: 'Savollar' });
    for (const n of [1, 2, 3]) {
      fireEvent.keyDown(window, { key: '2' });
      if (n < 3) {
        expect(await within(nav).findByRole('button', { name: `${n}-savol, notoʻgʻri` })).toBeInTheDocument();
        fireEvent.keyDown(window, { key: 'ArrowRight' });
      }
    }
    const dialog = await screen.findByRole('dialog', { name: 'Imtihon toʻxtatildi' });
    const counter = screen.getByTestId('mistakes').textContent ?? '';
    expect(counter).not.toMatch(/3\s*\/\s*2/);
    expect(counter).toBe('Xatolar: 3 — ruxsat etilgani 2 ta');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Natijani koʻrish' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Imtihondan oʻta olmadingiz' })).toBeInTheDocument();
    expect(currentUrl().pathname).toBe('/avtotest/result/7');
  });

  it('a used free exam goes to /pro', async () => {
    mockApi({ '/auto-test/create': () => ok({ data: { is_allowed: false, reason: 'exam_attempt_used' } }) });
    renderApp('/avtotest/test');
    await screen.findByText((_, el) => el === document.body && currentUrl().pathname === '/pro');
    expect(currentUrl().pathname).toBe('/pro');
  });

  it('signed out, starting opens the sign-in flow', async () => {
    act(() => sessionStore.getState().signOut());
    mockApi({});
    renderApp('/avtotest/test/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Avtotestni boshlash uchun tizimga kiring' })).toBeInTheDocument();
    expect(opened).toEqual([{ redirectUrl: '/avtotest/test/3' }]);
  });

  it('the server deadline reached on the timer stops the ticket: forced stop, the ticket finished on the server', async () => {
    const { calls } = mockApi({
      '/auto-test/create': () => ok({ data: { is_allowed: true, ticket: ticket({ deadline: NOW }) } }),
      '/check-test/finish': () => fail(500, 'x'),
    });
    renderApp('/avtotest/test');
    expect(await screen.findByRole('dialog', { name: 'Imtihon toʻxtatildi' })).toHaveTextContent('25 daqiqa tugadi');
    expect(screen.getByRole('timer')).toHaveTextContent('0:00');
    expect(calls('/check-test/finish').map((u) => u.searchParams.get('ticket_id'))).toEqual(['7']);
  });

  it('an answer after the deadline shows the forced stop for the time', async () => {
    mockApi({
      '/auto-test/create': () => ok({ data: { is_allowed: true, ticket: ticket() } }),
      '/check-test/check': () => fail(403, '25 daqiqa tugadi', 'TIME_UP'),
    });
    renderApp('/avtotest/test');
    await screen.findByRole('heading', { level: 1, name: 'Imtihon' });
    fireEvent.keyDown(window, { key: '1' });
    expect(await screen.findByText('25 daqiqa tugadi: bilet yakunlandi.')).toBeInTheDocument();
  });
});

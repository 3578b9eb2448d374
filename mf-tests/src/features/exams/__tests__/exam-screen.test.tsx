// The exam screen against a fake api: keyboard answering and moving, the 5-minute warning by the
// server's clock, and the auto-finish modal at zero (SPEC §4 timers, issue 13 item 4).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addNamespace } from '@platform/shared/i18n';
import { sessionStore } from '@platform/shared/session';
import { makeUser } from '@platform/shared/test-factories';
import { bodiesOf, mockApi, ok, renderDataRouter } from '@platform/shared/test-utils';
import { examResultResponse, examTicketResponse } from '@platform/shared/exams';
import { EXAMS_NS } from '../../../lib/i18n';
import { ExamScreenPage } from '../screen/components/exam-screen-page';
import uz from '../locales/uz.json';
import ru from '../locales/ru.json';

addNamespace(EXAMS_NS, { uz, ru });

function ticket(msLeft: number) {
  const now = Date.now();
  const question = (n: number) => ({
    id: 100 + n,
    question_id: 500 + n,
    section_id: 1,
    position: n - 1,
    text: `Savol ${n}`,
    image: null,
    options: [1, 2, 3, 4].map((k) => ({ id: n * 10 + k, text: `${n}-${k} javob`, image: null })),
    checked: null,
    seq: 0,
  });
  return examTicketResponse.parse({
    data: {
      id: 9,
      kind: 'dtm',
      status: 'active',
      name: 'DTM test 2025',
      language_id: 1,
      started_at: Math.floor(now / 1000),
      // the browser's clock is 2 hours behind the server's: only the server's counts
      deadline: now + 7_200_000 + msLeft,
      server_now: now + 7_200_000,
      sections: [{ id: 1, subject_id: 2, name: 'Matematika', role: 'mandatory', question_count: 2, points: 1.1, minutes: 20 }],
      questions: [question(1), question(2)],
    },
  }).data;
}

const result = examResultResponse.parse({
  data: {
    id: 9,
    kind: 'dtm',
    type: 'dtm',
    name: 'DTM test 2025',
    ball: 0,
    max_ball: 2.2,
    started_at: 1,
    finished_at: 2,
    seconds_used: 1,
    sections: [],
    questions: [],
    directions: [],
  },
});

function renderScreen(msLeft: number, data = ticket(msLeft)) {
  localStorage.clear();
  sessionStore.setState({ status: 'user', user: makeUser(), premium: false, locale: 'uz' });
  const api = mockApi({
    '/exam/active': () => ok({ data }),
    '/exam/answer': () => ok({ data: { id: 101, option_id: 12, seq: 1 } }),
    '/exam/finish': () => ok(result),
  });
  renderDataRouter(
    [
      { path: '/dtm/test', element: <ExamScreenPage kind="dtm" /> },
      { path: '/natijalar/imtihon/:id', element: <p>Natija sahifasi</p> },
    ],
    '/dtm/test',
  );
  return api;
}

describe('exam screen', () => {
  it('answers with 1–4 / A–D and moves with the arrows', async () => {
    const api = renderScreen(60 * 60_000);
    expect(await screen.findByText('1-savol / 2')).toBeInTheDocument();
    expect(screen.getByTestId('exam-timer')).not.toHaveAttribute('data-warning');
    await userEvent.keyboard('2');
    await waitFor(() => expect(bodiesOf(api.fetchMock, '/exam/answer')).toHaveLength(1));
    expect(bodiesOf(api.fetchMock, '/exam/answer')[0]).toMatchObject({ id: 101, option_id: 12 });
    expect(screen.getByTestId('exam-option-B')).toHaveAttribute('data-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByText('2-savol / 2')).toBeInTheDocument();
    await userEvent.keyboard('d');
    expect(screen.getByTestId('exam-option-D')).toHaveAttribute('data-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByText('1-savol / 2')).toBeInTheDocument();
  });

  it('warns under 5 minutes of the server’s time', async () => {
    renderScreen(4 * 60_000);
    expect(await screen.findByTestId('exam-timer')).toHaveAttribute('data-warning', 'true');
    expect(screen.getByText('Diqqat: 5 daqiqadan kam vaqt qoldi')).toBeInTheDocument();
  });

  it('at zero: the auto-finish modal, the ticket finished, then the result', async () => {
    const api = renderScreen(1200);
    const dialog = await screen.findByRole('dialog', { name: 'Vaqt tugadi' }, { timeout: 4000 });
    expect(dialog).toBeInTheDocument();
    await waitFor(() => expect(bodiesOf(api.fetchMock, '/exam/finish')).toEqual([{ ticket_id: 9 }]));
    await userEvent.click(screen.getByRole('button', { name: 'Natijani koʻrish' }));
    expect(await screen.findByText('Natija sahifasi')).toBeInTheDocument();
  });

  it('tells a mandatory section from a block of the same subject in the tabs and over the question', async () => {
    const base = ticket(60 * 60_000);
    renderScreen(60 * 60_000, {
      ...base,
      sections: [
        { id: 1, subject_id: 2, name: 'Matematika', role: 'mandatory', question_count: 1, points: 1.1, minutes: 20 },
        { id: 2, subject_id: 2, name: 'Matematika', role: 'block1', question_count: 1, points: 3.1, minutes: 60 },
      ],
      questions: [base.questions[0], { ...base.questions[1], section_id: 2 }],
    });
    const tabs = await screen.findByRole('tablist', { name: 'Boʻlimlar' });
    // one block in this ticket (a block test): "blok" without its number
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Matematika (0/1)', 'Matematika · blok (0/1)']);
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Matematika · blok (0/1)' }));
    expect(screen.getByText('Matematika · blok · 3,1 ball')).toBeInTheDocument();
  });
});

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
import uzCyrl from '../locales/uz.json?uz-Cyrl';
import ru from '../locales/ru.json';

addNamespace(EXAMS_NS, { uz, 'uz-Cyrl': uzCyrl, ru });

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

function renderScreen(msLeft: number, data: ReturnType<typeof ticket> | null = ticket(msLeft)) {
  localStorage.clear();
  sessionStore.setState({ status: 'user', user: makeUser(), premium: false, locale: 'uz' });
  const api = mockApi({
    '/exam/active': () => ok({ data }),
    '/exam/answer': () => ok({ data: { id: 101, option_id: 12, seq: 1 } }),
    '/exam/finish': () => ok(result),
  });
  renderDataRouter(
    [
      { path: '/dtm', element: <p>Boshlash sahifasi</p> },
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

  it('the finish dialog lists the unanswered and flagged questions per section, each a way back to the question', async () => {
    const base = ticket(60 * 60_000);
    const [q1, q2] = base.questions;
    const q = (n: number, section: number) => ({
      ...q1,
      id: 100 + n,
      question_id: 500 + n,
      section_id: section,
      position: n - 1,
      text: `Savol ${n}`,
    });
    const twoSections = {
      ...base,
      sections: [
        { ...base.sections[0], question_count: 2 },
        { id: 2, subject_id: 4, name: 'Fizika', role: 'block1', question_count: 2, points: 3.1, minutes: 60 },
      ],
      questions: [{ ...q2, ...q(1, 1) }, q(2, 1), q(3, 2), q(4, 2)],
    };
    renderScreen(60 * 60_000, twoSections);
    expect(await screen.findByText('1-savol / 4')).toBeInTheDocument();
    await userEvent.keyboard('1'); // question 1 answered
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.click(screen.getByRole('button', { name: 'Belgilash' })); // question 2 flagged, left unanswered
    await userEvent.click(screen.getByTestId('exam-finish'));

    const dialog = screen.getByRole('dialog', { name: 'Testni yakunlaysizmi?' });
    expect(within(dialog).getByText('Javobsiz savollar: 3 ta. Yakunlangandan keyin javoblarni oʻzgartirib boʻlmaydi.')).toBeInTheDocument();
    const maths = within(dialog).getByRole('group', { name: 'Matematika' });
    expect(within(maths).getByRole('list', { name: 'Javobsiz' })).toHaveTextContent('2');
    expect(within(maths).getByRole('list', { name: 'Belgilangan' })).toHaveTextContent('2');
    // a block is named as the tabs name it (ADR 045): one block in this ticket, "blok" without its number
    const physics = within(dialog).getByRole('group', { name: 'Fizika · blok' });
    expect(
      within(within(physics).getByRole('list', { name: 'Javobsiz' }))
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['3-savolga oʻtish', '4-savolga oʻtish']);
    expect(within(physics).queryByRole('list', { name: 'Belgilangan' })).not.toBeInTheDocument();

    await userEvent.click(within(physics).getByRole('button', { name: '4-savolga oʻtish' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('4-savol / 4')).toBeInTheDocument();
  });

  it('no unfinished exam (GET /exam/active answers data null, ADR 046): back to the start form', async () => {
    const api = renderScreen(0, null);
    expect(await screen.findByText('Boshlash sahifasi')).toBeInTheDocument();
    expect(api.calls('/exam/active')).toHaveLength(1);
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

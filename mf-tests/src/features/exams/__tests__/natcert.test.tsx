// The national certificate against a fake api: the start form (language, then only the subjects
// offered in it; the chosen subject's specification — parts, time, maximum — beside it; an unfinished
// ticket → continue with the fields disabled), the typed inputs of the shared exam screen — a matching
// as one select per left item, a short answer with the number keyboard, an essay with its counter —
// each saved with its own answer field (single choice still answers from the keyboard), and the
// result, whose level says in uz and ru that it is estimated from raw points (ADR 042).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addNamespace, changeLocale } from '@platform/shared/i18n';
import { sessionStore } from '@platform/shared/session';
import { makeUser } from '@platform/shared/test-factories';
import { bodiesOf, fail, mockApi, ok, renderDataRouter } from '@platform/shared/test-utils';
import { examResultResponse, examTicketResponse, ncDirectionsResponse } from '@platform/shared/exams';
import { EXAMS_NS } from '../../../lib/i18n';
import { NatcertStartPage } from '../start/components/natcert-start-page';
import { ExamScreenPage } from '../screen/components/exam-screen-page';
import { ExamResultPage } from '../result/components/exam-result-page';
import uz from '../locales/uz.json';
import uzCyrl from '../locales/uz.json?uz-Cyrl';
import ru from '../locales/ru.json';

addNamespace(EXAMS_NS, { uz, 'uz-Cyrl': uzCyrl, ru });

/** A part of a subject's spec as the directions list it. */
const part = (type: string, count: number, points: number, partial = false) => ({ type, count, points, partial });

const directions = ncDirectionsResponse.parse({
  data: [
    {
      id: 2,
      name: 'Matematika',
      language_ids: [1, 2],
      minutes: 150,
      question_count: 45,
      max_ball: 58,
      parts: [part('single', 32, 1), part('matching', 3, 2, true), part('short', 10, 2)],
      note: null,
    },
    {
      id: 1,
      name: 'Ona tili',
      language_ids: [1],
      minutes: 180,
      question_count: 46,
      max_ball: 89,
      parts: [part('single', 32, 1.5), part('matching', 3, 3), part('short', 10, 2), part('essay', 1, 10)],
      note: 'Yozma ish matni saqlanadi, baholanmaydi.',
    },
  ],
});

function ticket() {
  const now = Date.now();
  const base = { image: null, checked: null, seq: 0, options: [] as { id: number; text: string; image: null }[] };
  return examTicketResponse.parse({
    data: {
      id: 9,
      kind: 'natcert',
      status: 'active',
      name: 'Milliy sertifikat (sinov) 2025',
      language_id: 1,
      started_at: Math.floor(now / 1000),
      deadline: now + 3_600_000,
      server_now: now,
      sections: [
        { id: 1, subject_id: 2, name: 'Yopiq testlar', role: 'single', question_count: 1, points: 2, minutes: 70 },
        { id: 2, subject_id: 2, name: 'Moslashtirish', role: 'matching', question_count: 1, points: 4, minutes: 25 },
        { id: 3, subject_id: 2, name: 'Qisqa javob', role: 'short', question_count: 1, points: 3, minutes: 45 },
        { id: 4, subject_id: 2, name: 'Yozma ish', role: 'essay', question_count: 1, points: 12, minutes: 40 },
      ],
      questions: [
        {
          ...base,
          id: 101,
          question_id: 1,
          section_id: 1,
          position: 0,
          type: 'single',
          text: 'log₂ 32 ning qiymatini toping.',
          // the ticket's own ids: the place in the ticket's shuffled order, never the stored index
          options: [1, 2, 3, 4].map((id) => ({ id, text: `${id + 3}`, image: null })),
        },
        {
          ...base,
          id: 102,
          question_id: 2,
          section_id: 2,
          position: 1,
          type: 'matching',
          text: 'Funksiya va uning hosilasini moslang.',
          left: ['x³', 'sin x'],
          right: [
            { id: 0, text: 'cos x' },
            { id: 1, text: '3x²' },
          ],
        },
        { ...base, id: 103, question_id: 3, section_id: 3, position: 2, type: 'short', numeric: true, text: '0,25 · 48 = ?' },
        { ...base, id: 104, question_id: 4, section_id: 4, position: 3, type: 'essay', text: 'Yechimni yozing.' },
      ],
    },
  }).data;
}

afterEach(async () => {
  await act(() => changeLocale('uz'));
});

describe('national certificate start form', () => {
  function renderStart(active = () => ok({ data: null })) {
    sessionStore.setState({ status: 'user', user: makeUser(), premium: false, locale: 'uz' });
    const api = mockApi({
      '/nat-certificate/directions': () => ok(directions),
      '/exam/active': active,
      '/nat-certificate/order': () => ok({ data: { is_allowed: true, ticket_id: 9 } }),
    });
    renderDataRouter(
      [
        { path: '/milliy-sertifikat', element: <NatcertStartPage /> },
        { path: '/milliy-sertifikat/test', element: <p>Imtihon ekrani</p> },
      ],
      '/milliy-sertifikat',
    );
    return api;
  }

  it('offers the subjects of the chosen language, refuses no subject before any call, then orders', async () => {
    const api = renderStart();
    const subject = (await screen.findByLabelText(/^Fan/)) as HTMLSelectElement;
    expect([...subject.options].map((o) => o.textContent)).toEqual(['Tanlang', 'Matematika', 'Ona tili']);
    expect(screen.getByTestId('natcert-spec')).toHaveTextContent(
      'Fanni tanlang: topshiriqlar tuzilishi va vaqt shu fan spetsifikatsiyasidan olinadi',
    );
    await userEvent.selectOptions(screen.getByLabelText(/Test tili/), '2');
    expect([...subject.options].map((o) => o.textContent)).toEqual(['Tanlang', 'Matematika']);
    await userEvent.click(screen.getByTestId('exam-start'));
    expect(await screen.findByText('Fanni tanlang')).toBeInTheDocument();
    expect(bodiesOf(api.fetchMock, '/nat-certificate/order')).toEqual([]);
    await userEvent.selectOptions(subject, '2');
    await userEvent.click(screen.getByTestId('exam-start'));
    expect(await screen.findByText('Imtihon ekrani')).toBeInTheDocument();
    expect(bodiesOf(api.fetchMock, '/nat-certificate/order')).toEqual([{ language_id: 2, subject_id: 2 }]);
  });

  it('shows the chosen subject’s specification: parts in order with partial credit, count, time, maximum, note', async () => {
    renderStart();
    await userEvent.selectOptions(await screen.findByLabelText(/^Fan/), '1');
    const spec = screen.getByTestId('natcert-spec');
    expect(within(spec).getByRole('heading', { name: 'Test tuzilishi: Ona tili' })).toBeInTheDocument();
    expect(
      within(spec)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Yopiq testlar: 32 ta × 1,5 ball',
      'Moslashtirish: 3 ta × 3 ball (faqat barcha juftliklar toʻgʻri boʻlsa hisoblanadi)',
      'Qisqa javob: 10 ta × 2 ball',
      'Yozma ish: 1 ta × 10 ball (avtomatik baholanmaydi)',
    ]);
    expect(within(spec).getByText('46 ta topshiriq')).toBeInTheDocument();
    expect(within(spec).getByText('Vaqt: 180 daqiqa')).toBeInTheDocument();
    expect(within(spec).getByText('Avtomatik baholanadigan eng yuqori ball: 89')).toBeInTheDocument();
    expect(within(spec).getByText('Yozma ish matni saqlanadi, baholanmaydi.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/^Fan/), '2');
    expect(within(spec).getByText('Vaqt: 150 daqiqa')).toBeInTheDocument();
    expect(within(spec).getByText(/^Moslashtirish: 3 ta × 2 ball \(har bir toʻgʻri juftlik uchun ulushi beriladi\)$/)).toBeInTheDocument();
    expect(within(spec).queryByText(/Yozma ish/)).toBeNull();
  });

  it('in Russian: the parts with Russian plurals of points', async () => {
    sessionStore.setState({ status: 'user', user: makeUser(), premium: false, locale: 'ru' });
    await act(() => changeLocale('ru'));
    mockApi({ '/nat-certificate/directions': () => ok(directions), '/exam/active': () => fail(404, 'Нет', 'EXAM_NOT_FOUND') });
    renderDataRouter([{ path: '/milliy-sertifikat', element: <NatcertStartPage /> }], '/milliy-sertifikat');
    await userEvent.selectOptions(await screen.findByLabelText(/^Предмет/), '1');
    expect(
      within(screen.getByTestId('natcert-spec'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Закрытые тесты: 32 × 1,5 балла',
      'Соответствие: 3 × 3 балла (засчитывается, только если верны все пары)',
      'Краткий ответ: 10 × 2 балла',
      'Письменная работа: 1 × 10 баллов (не оценивается автоматически)',
    ]);
    expect(screen.getByText('Время: 180 минут')).toBeInTheDocument();
  });

  it('an unfinished ticket: its language and subject shown, the fields disabled, the button continues', async () => {
    const api = renderStart(() => ok({ data: ticket() }));
    expect(await screen.findByRole('button', { name: 'Davom ettirish' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Test tili/)).toBeDisabled();
    expect(screen.getByLabelText(/^Fan/)).toBeDisabled();
    expect(screen.getByLabelText(/^Fan/)).toHaveValue('2');
    await userEvent.click(screen.getByTestId('exam-start'));
    expect(await screen.findByText('Imtihon ekrani')).toBeInTheDocument();
    expect(bodiesOf(api.fetchMock, '/nat-certificate/order')).toEqual([]);
  });
});

describe('national certificate exam screen', () => {
  it('single by keyboard, a matching by selects, a numeric short answer and an essay with a counter', async () => {
    localStorage.clear();
    sessionStore.setState({ status: 'user', user: makeUser(), premium: false, locale: 'uz' });
    const api = mockApi({
      '/exam/active': () => ok({ data: ticket() }),
      '/exam/answer': () => ok({ data: { id: 101, option_id: 2, seq: 1 } }),
    });
    renderDataRouter([{ path: '/milliy-sertifikat/test', element: <ExamScreenPage kind="natcert" /> }], '/milliy-sertifikat/test');
    expect(await screen.findByText('1-savol / 4')).toBeInTheDocument();
    await userEvent.keyboard('b');
    await waitFor(() => expect(bodiesOf(api.fetchMock, '/exam/answer')).toHaveLength(1));
    expect(bodiesOf(api.fetchMock, '/exam/answer')[0]).toMatchObject({ id: 101, option_id: 2 });

    await userEvent.keyboard('{ArrowRight}');
    const first = screen.getByLabelText(/x³/);
    expect([...(first as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['Mosini tanlang', 'cos x', '3x²']);
    await userEvent.selectOptions(first, '1');
    await userEvent.selectOptions(screen.getByLabelText(/sin x/), '0');
    await waitFor(() => expect(bodiesOf(api.fetchMock, '/exam/answer')).toHaveLength(3));
    expect(bodiesOf(api.fetchMock, '/exam/answer')[2]).toMatchObject({ id: 102, pairs: [1, 0] });

    // focus is in a select: the arrows are the select's; the button moves on
    await userEvent.click(screen.getByRole('button', { name: 'Keyingi' }));
    const short = screen.getByTestId('exam-short');
    expect(short).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(short, '12,0');
    // typing '4' in a field answers nothing and moves nowhere
    expect(screen.getByText('3-savol / 4')).toBeInTheDocument();
    await waitFor(() => expect(bodiesOf(api.fetchMock, '/exam/answer').at(-1)).toMatchObject({ id: 103, text: '12,0' }));
    expect(bodiesOf(api.fetchMock, '/exam/answer').filter((b) => (b as { id: number }).id === 103)).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Keyingi' }));
    const essay = screen.getByTestId('exam-essay');
    await userEvent.type(essay, 'x = 4 yoki x = -1');
    expect(screen.getByText('7 soʻz · 17 / 6000 belgi')).toBeInTheDocument();
    expect(screen.getByText(/avtomatik baholanmaydi/)).toBeInTheDocument();
    await waitFor(() => expect(bodiesOf(api.fetchMock, '/exam/answer').at(-1)).toMatchObject({ id: 104, text: 'x = 4 yoki x = -1' }));
    expect(screen.getByRole('tab', { name: /Yozma ish \(1\/1\)/ })).toBeInTheDocument();
  });
});

describe('national certificate result', () => {
  /** The ticket above, finished: the matching with one pair of two right (per-pair credit: 2 of 4), the short answer right. */
  function result() {
    const t = ticket();
    const [, matching, short] = t.questions;
    const outcome = (s: (typeof t.sections)[number], correct: number, ball: number) => ({
      ...s,
      correct,
      answered: 1,
      ball,
      max_ball: s.points,
    });
    const times = { started_at: t.started_at, finished_at: t.started_at + 1000, seconds_used: 1000 };
    return examResultResponse.parse({
      data: {
        ...{ id: t.id, kind: 'natcert', type: 'natcert', name: 'Milliy sertifikat: Matematika', ball: 5, max_ball: 7, ...times },
        sections: [outcome(t.sections[1], 0, 2), outcome(t.sections[2], 1, 3)],
        questions: [
          {
            ...matching,
            pairs: [1, null],
            is_true: 0,
            is_correct: false,
            key_pairs: [1, 0],
            points: 4,
            score: 2,
            explanation: 'Har bir juftlik tekshirildi.',
          },
          { ...short, answer_text: '12', is_true: 0, is_correct: true, key_answers: ['12'], points: 3, score: 3, explanation: null },
        ],
        certificate: {
          score: 62.5,
          level: 'B+',
          by_type: [
            { type: 'matching', count: 1, correct: 0, answered: 1, ball: 2, max_ball: 4 },
            { type: 'short', count: 1, correct: 1, answered: 1, ball: 3, max_ball: 3 },
          ],
        },
        directions: [],
      },
    });
  }

  async function renderResult(locale: 'uz' | 'ru') {
    sessionStore.setState({ status: 'user', user: makeUser(), premium: false, locale });
    await act(() => changeLocale(locale));
    mockApi({ '/exam/result': () => ok(result()) });
    renderDataRouter([{ path: '/milliy-sertifikat/result', element: <ExamResultPage /> }], '/milliy-sertifikat/result?ticket=9');
  }

  it('uz: the level and the score say they are estimated from raw points, not a Rasch calibration; partial points per item', async () => {
    await renderResult('uz');
    expect(await screen.findByTestId('exam-level')).toHaveTextContent('Taxminiy daraja (xom balldan): B+');
    const estimate = screen.getByTestId('exam-estimate');
    expect(estimate).toHaveTextContent('Taxminiy ball (xom ball ulushi): 62,5 / 100');
    expect(estimate).toHaveTextContent(/rasmiy sertifikat bahosi emas, xom balldan chiqarilgan taxmin/);
    expect(estimate).toHaveTextContent(/Rasch modeli bilan koʻplab ishtirokchilarning real javoblari asosida/);
    expect(estimate).toHaveTextContent(/kalibrlash qilinmagan/);
    // the first item of the review (its pairs are a list of their own, inside it)
    const [matching] = within(screen.getByTestId('exam-review')).getAllByRole('listitem');
    expect(within(matching).getByTestId('exam-item-score')).toHaveTextContent('Olingan ball: 2 / 4');
    expect(within(matching).getByRole('region', { name: 'Izoh' })).toHaveTextContent('Har bir juftlik tekshirildi.');
  });

  it('ru: the same in Russian', async () => {
    await renderResult('ru');
    expect(await screen.findByTestId('exam-level')).toHaveTextContent('Оценочный уровень (по сырым баллам): B+');
    const estimate = screen.getByTestId('exam-estimate');
    expect(estimate).toHaveTextContent('Оценочный балл (доля сырых баллов): 62,5 из 100');
    expect(estimate).toHaveTextContent(/не официальная оценка сертификата, а приблизительная оценка по сырым баллам/);
    expect(estimate).toHaveTextContent(/по модели Раша на основе реальных ответов/);
    expect(screen.getAllByTestId('exam-item-score').map((p) => p.textContent)).toEqual([
      'Баллы за задание: 2 из 4',
      'Баллы за задание: 3 из 3',
    ]);
  });
});

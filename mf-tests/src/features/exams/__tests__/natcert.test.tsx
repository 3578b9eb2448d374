// The national certificate against a fake api: the start form (language, then only the subjects with
// a set in it; an unfinished ticket → continue with the fields disabled), and the typed inputs of the
// shared exam screen — a matching as one select per left item, a short answer with the number
// keyboard, an essay with its counter — each saved with its own answer field; single choice still
// answers from the keyboard.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addNamespace } from '@platform/shared/i18n';
import { sessionStore } from '@platform/shared/session';
import { makeUser } from '@platform/shared/test-factories';
import { bodiesOf, mockApi, ok, renderDataRouter } from '@platform/shared/test-utils';
import { examTicketResponse, ncDirectionsResponse } from '@platform/shared/exams';
import { EXAMS_NS } from '../../../lib/i18n';
import { NatcertStartPage } from '../start/components/natcert-start-page';
import { ExamScreenPage } from '../screen/components/exam-screen-page';
import uz from '../locales/uz.json';
import ru from '../locales/ru.json';

addNamespace(EXAMS_NS, { uz, ru });

const directions = ncDirectionsResponse.parse({
  data: [
    { id: 2, name: 'Matematika', language_ids: [1, 2], minutes: 180, question_count: 17 },
    { id: 1, name: 'Ona tili', language_ids: [1], minutes: 180, question_count: 17 },
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
    expect(screen.getByText('Vaqt: 180 daqiqa')).toBeInTheDocument();
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

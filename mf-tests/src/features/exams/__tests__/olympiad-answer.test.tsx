// An olympiad attempt answers through SPEC §7 POST /olympic/check-test {id, option_id} (with the
// screen's seq), not the exam engine's own call: the same screen, the olympiad's path.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addNamespace } from '@platform/shared/i18n';
import { sessionStore } from '@platform/shared/session';
import { makeUser } from '@platform/shared/test-factories';
import { bodiesOf, mockApi, ok, renderDataRouter } from '@platform/shared/test-utils';
import { examTicketResponse } from '@platform/shared/exams';
import { EXAMS_NS } from '../../../lib/i18n';
import { saveOlympiadAnswer } from '../api/olympiad';
import { ExamScreen } from '../screen/components/exam-screen';
import uz from '../locales/uz.json';
import uzCyrl from '../locales/uz.json?uz-Cyrl';
import ru from '../locales/ru.json';

addNamespace(EXAMS_NS, { uz, 'uz-Cyrl': uzCyrl, ru });

const now = Date.now();
const ticket = examTicketResponse.parse({
  data: {
    id: 77,
    kind: 'dtm',
    status: 'active',
    name: 'Olimpiada',
    language_id: 1,
    started_at: Math.floor(now / 1000),
    deadline: now + 3_600_000,
    server_now: now,
    sections: [{ id: 1, subject_id: 2, name: 'Matematika', role: 'mandatory', question_count: 1, points: 1, minutes: 60 }],
    questions: [
      {
        id: 301,
        question_id: 900,
        section_id: 1,
        position: 0,
        text: 'Savol 1',
        image: null,
        options: [1, 2, 3, 4].map((k) => ({ id: 40 + k, text: `${k}-javob`, image: null })),
        checked: null,
        seq: 0,
      },
    ],
  },
}).data;

it('sends an olympiad answer to POST /olympic/check-test', async () => {
  localStorage.clear();
  sessionStore.setState({ status: 'user', user: makeUser(), premium: false, locale: 'uz' });
  const api = mockApi({
    '/olympic/check-test': () => ok({ data: { id: 301, option_id: 43, seq: 1 } }),
    '/exam/answer': () => ok({ data: { id: 301, option_id: 43, seq: 1 } }),
  });
  renderDataRouter(
    [{ path: '/test', element: <ExamScreen ticket={{ ...ticket, kind: 'olympiad' }} receivedAt={now} saveAnswer={saveOlympiadAnswer} /> }],
    '/test',
  );
  expect(await screen.findByText('Savol 1')).toBeInTheDocument();
  await userEvent.keyboard('c');
  await waitFor(() => expect(bodiesOf(api.fetchMock, '/olympic/check-test')).toHaveLength(1));
  const [body] = bodiesOf(api.fetchMock, '/olympic/check-test') as { id: number; option_id: number; seq: number }[];
  expect(body).toMatchObject({ id: 301, option_id: 43 });
  expect(body.seq).toBeGreaterThan(0);
  expect(bodiesOf(api.fetchMock, '/exam/answer')).toHaveLength(0);
});

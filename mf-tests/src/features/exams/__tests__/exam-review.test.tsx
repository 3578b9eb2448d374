// The review of a finished exam (issue 30): every question's text and options with their formulas
// typeset, and its explanation as a labelled region when the item has one.
import { screen, within } from '@testing-library/react';
import { addNamespace } from '@platform/shared/i18n';
import { loadMath } from '@platform/shared/math';
import { sessionStore } from '@platform/shared/session';
import { makeUser } from '@platform/shared/test-factories';
import { mockApi, ok, renderDataRouter } from '@platform/shared/test-utils';
import { examResultResponse } from '@platform/shared/exams';
import { EXAMS_NS } from '../../../lib/i18n';
import { ExamResultPage } from '../result/components/exam-result-page';
import uz from '../locales/uz.json';
import uzCyrl from '../locales/uz.json?uz-Cyrl';
import ru from '../locales/ru.json';

addNamespace(EXAMS_NS, { uz, 'uz-Cyrl': uzCyrl, ru });

beforeAll(async () => {
  await loadMath();
});
beforeEach(() => sessionStore.setState({ status: 'user', user: makeUser(), locale: 'uz' }));

const options = (texts: string[]) => texts.map((text, i) => ({ id: i + 1, text, image: null }));

function result() {
  const question = { image: null, seq: 0, section_id: 1 };
  return examResultResponse.parse({
    data: {
      id: 9,
      kind: 'block',
      type: 'block',
      name: 'Blok test',
      ball: 3.1,
      max_ball: 6.2,
      started_at: 1_749_096_000,
      finished_at: 1_749_097_000,
      seconds_used: 1000,
      sections: [
        {
          id: 1,
          subject_id: 2,
          name: 'Matematika',
          role: 'blok1',
          question_count: 2,
          points: 3.1,
          minutes: 60,
          correct: 1,
          answered: 2,
          ball: 3.1,
          max_ball: 6.2,
        },
      ],
      questions: [
        {
          ...question,
          id: 101,
          question_id: 1,
          position: 0,
          text: 'Hisoblang: $\\log_2 8$',
          options: options(['$2$', '$3$', '$4$', '$8$']),
          checked: 1,
          is_true: 2,
          explanation: '$2^3=8$, shuning uchun $\\log_2 8=3$.',
        },
        {
          ...question,
          id: 102,
          question_id: 2,
          position: 1,
          text: 'Oddiy savol',
          options: options(['a', 'b', 'c', 'd']),
          checked: 1,
          is_true: 1,
          explanation: null,
        },
      ],
      directions: [],
    },
  });
}

it('shows each reviewed question with its formulas and, where written, its explanation', async () => {
  mockApi({ '/exam/result': () => ok(result()) });
  renderDataRouter([{ path: '/natija/:ticketId', element: <ExamResultPage /> }], '/natija/9');
  const review = await screen.findByTestId('exam-review');
  const [first, second] = within(review).getAllByRole('listitem');
  expect(first.querySelector('p math msub')).not.toBeNull();
  // the chosen A and the right B, each typeset
  expect(within(first).getByTestId('exam-correct-answer').querySelector('math')).not.toBeNull();
  expect(within(first).getByTestId('exam-correct-answer')).toHaveTextContent(/^.*B\)/);
  const explanation = within(first).getByRole('region', { name: 'Izoh' });
  expect(explanation.querySelectorAll('math')).toHaveLength(2);
  expect(explanation).toHaveTextContent('shuning uchun');
  expect(within(second).queryByRole('region')).toBeNull();
  expect(within(second).getByText('Oddiy savol')).toBeInTheDocument();
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from '@platform/shared/test-utils';
import { loadMath } from '@platform/shared/math';
import { fakeApi, makeQuestion, makeQuiz, openQuiz, option, setSession } from './helpers';

beforeAll(async () => {
  await loadMath();
});
beforeEach(() => setSession('guest'));
afterEach(() => setSession('unknown'));

/** picks an option by its letter and checks it (jsdom's accessible-name code cannot walk MathML) */
async function answer(main: HTMLElement, letter: 'a' | 'b' | 'c' | 'd') {
  await userEvent.click(within(option(letter)).getByDisplayValue(/\d+/));
  await userEvent.click(main);
}

const quiz = makeQuiz([
  makeQuestion(1, { question_name: 'Tenglamani yeching: $x^2-5x+6=0$', var_b_name: '$x_1=2,\\ x_2=3$' }),
  makeQuestion(2),
]);

/** check-test as the server answers it with the item's explanation (issue 30) */
function withExplanation(explanation: string | null) {
  return fakeApi({
    quiz,
    check: (body) =>
      ok({
        data: {
          id: body.id,
          checked: body.option_id,
          is_right: body.option_id === 12,
          is_true: 12,
          xp: body.option_id === 12 ? 5 : 0,
          answered_count: 1,
          correct_count: body.option_id === 12 ? 1 : 0,
          question_count: 2,
          explanation,
        },
      }),
  });
}

describe('topic test: the explanation after answering', () => {
  it('typesets the formulas of the question and its options', async () => {
    withExplanation(null);
    await openQuiz();
    const text = screen.getByText((_, el) => el?.tagName === 'P' && (el.textContent ?? '').startsWith('Tenglamani yeching'));
    expect(text.querySelector('math msup')).not.toBeNull();
    expect(option('b').querySelector('math')).not.toBeNull();
    expect(option('a').querySelector('math')).toBeNull();
  });

  it('is not there before the answer, and comes with the feedback afterwards as a labelled region', async () => {
    withExplanation('Viet teoremasi: $x_1+x_2=5$, $x_1x_2=6$, demak 2 va 3.');
    const main = await openQuiz();
    expect(screen.queryByTestId('quiz-explanation')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Izoh' })).toBeNull();

    await answer(main, 'd');
    await waitFor(() => expect(option('d')).toHaveAttribute('data-state', 'wrong'));
    const region = await screen.findByRole('region', { name: 'Izoh' });
    expect(region).toHaveAttribute('data-testid', 'quiz-explanation');
    expect(region).toHaveTextContent('Viet teoremasi:');
    expect(within(region).getByText(/demak 2 va 3/)).toBeVisible();
    expect(region.querySelectorAll('math')).toHaveLength(2);
  });

  it('shows no empty region when the item has no explanation', async () => {
    withExplanation(null);
    const main = await openQuiz();
    await answer(main, 'b');
    await waitFor(() => expect(option('b')).toHaveAttribute('data-state', 'correct'));
    expect(screen.queryByTestId('quiz-explanation')).toBeNull();
  });
});

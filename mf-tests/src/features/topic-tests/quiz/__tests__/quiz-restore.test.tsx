import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, answered, fakeApi, makeQuestion, makeQuiz, openQuiz, option, questionPanel, setSession } from './helpers';

beforeEach(() => setSession('guest'));
afterEach(() => setSession('unknown'));

describe('topic test screen: resuming a ticket', () => {
  it('starts at the first unanswered question and counts the restored answers', async () => {
    fakeApi({ quiz: makeQuiz([answered(1, 'b'), answered(2, 'c'), makeQuestion(3), makeQuestion(4)]) });
    const main = await openQuiz();
    expect(within(questionPanel(3, 4)).getByText('3 / 4')).toBeVisible();
    expect(screen.getByText('Savol 3')).toBeInTheDocument();
    expect(within(screen.getByRole('complementary', { name: 'Test haqida' })).getByText('2 / 4')).toBeVisible(); // progress: answered / total
    expect(screen.getByRole('progressbar', { name: 'Javob berilgan savollar' })).toHaveAttribute('aria-valuenow', '2');
    expect(main).toHaveTextContent('Tekshirish');
    expect(main).toBeDisabled();
  });

  it('shows an already answered question as answered: colours, no re-answer, next', async () => {
    const api = fakeApi({ quiz: makeQuiz([makeQuestion(1), answered(2, 'd'), makeQuestion(3)]) });
    const main = await openQuiz();
    expect(questionPanel(1, 3)).toBeInTheDocument();
    await answer(main, 'B 1b javob');
    await screen.findByText('+5 XP');
    await userEvent.click(main);

    // question 2 was answered before the reload (D, wrong)
    expect(screen.getByText('Savol 2')).toBeInTheDocument();
    expect(option('d')).toHaveAttribute('data-state', 'wrong');
    expect(option('b')).toHaveAttribute('data-state', 'correct');
    expect(screen.getByTestId('quiz-xp')).toHaveTextContent('XP berilmadi');
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(main).toHaveTextContent('Keyingisi');
    expect(main).toBeEnabled();
    await userEvent.click(main);
    expect(screen.getByText('Savol 3')).toBeInTheDocument();
    expect(api.checkBodies()).toEqual([{ id: 101, option_id: 12 }]);
  });

  it('with every question answered it opens on the last one, ready to finish', async () => {
    fakeApi({ quiz: makeQuiz([answered(1, 'b'), answered(2, 'b'), answered(3, 'b')]) });
    const main = await openQuiz();
    expect(questionPanel(3, 3)).toBeInTheDocument();
    expect(option('b')).toHaveAttribute('data-state', 'correct');
    expect(screen.getByTestId('quiz-xp')).toHaveTextContent('+5 XP');
    expect(main).toHaveTextContent('Yakunlash');
  });

  it('409 ALREADY_ANSWERED reloads the quiz and shows the answer the server holds', async () => {
    const api = fakeApi({
      check: (_body, n) =>
        n === 0 ? { status: 409, body: { message: 'Bu savolga javob berilgan', code: 'ALREADY_ANSWERED' } } : undefined,
    });
    const main = await openQuiz();
    // meanwhile another tab answered question 1 with C
    api.setQuiz(makeQuiz([answered(1, 'c'), makeQuestion(2), makeQuestion(3)]));
    await answer(main, 'A 1a javob');

    await waitFor(() => expect(option('c')).toHaveAttribute('data-state', 'wrong'));
    expect(api.calls('/themed-order')).toHaveLength(2);
    expect(option('b')).toHaveAttribute('data-state', 'correct');
    expect(option('a')).toHaveAttribute('data-state', 'idle');
    expect(questionPanel(1, 3)).toBeInTheDocument();
    expect(main).toHaveTextContent('Keyingisi');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

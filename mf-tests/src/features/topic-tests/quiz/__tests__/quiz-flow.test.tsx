import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@platform/shared/session';
import { ok } from '@platform/shared/test-utils';
import { makeUser } from '@platform/shared/test-factories';
import { resetAnswerSoundForTests } from '../lib/answer-sound';
import {
  answer,
  fakeApi,
  mainButton,
  makeInfo,
  makeQuestion,
  makeQuiz,
  openQuiz,
  option,
  questionPanel,
  renderQuiz,
  setSession,
} from './helpers';

beforeEach(() => setSession('guest'));
afterEach(() => setSession('unknown'));

describe('topic test screen: answering', () => {
  it('labels the main button check → next → finish through a session and disables it without a choice', async () => {
    const api = fakeApi();
    const main = await openQuiz();

    expect(within(questionPanel(1, 3)).getByText('1 / 3')).toBeVisible();
    expect(screen.getByText('Savol 1')).toBeInTheDocument();
    expect(main).toHaveTextContent('Tekshirish');
    expect(main).toBeDisabled();

    for (const n of [1, 2, 3]) {
      expect(questionPanel(n, 3)).toBeInTheDocument();
      expect(main).toHaveTextContent('Tekshirish');
      expect(main).toBeDisabled();
      await userEvent.click(screen.getByRole('radio', { name: `A ${n}a javob` }));
      expect(main).toBeEnabled();
      await userEvent.click(main);
      await waitFor(() => expect(main).toHaveTextContent(n < 3 ? 'Keyingisi' : 'Yakunlash'));
      if (n < 3) await userEvent.click(main);
    }
    expect(api.checkBodies()).toEqual([
      { id: 101, option_id: 11 },
      { id: 102, option_id: 21 },
      { id: 103, option_id: 31 },
    ]);
    // the finish button of the last question finishes the ticket
    await userEvent.click(main);
    await screen.findByText('Results page');
    expect(api.finishCalls().map((u) => u.searchParams.get('ticket_id'))).toEqual(['77']);
  });

  it('a right answer turns the option green and shows +5 XP', async () => {
    fakeApi();
    const main = await openQuiz();
    await userEvent.click(screen.getByRole('radio', { name: 'B 1b javob' }));
    expect(option('b')).toHaveAttribute('data-state', 'selected');
    await userEvent.click(main);

    await waitFor(() => expect(option('b')).toHaveAttribute('data-state', 'correct'));
    expect(screen.getByTestId('quiz-xp')).toHaveTextContent('+5 XP');
    expect(screen.getByText('Toʻgʻri!')).toBeInTheDocument();
    for (const letter of ['a', 'c', 'd'] as const) expect(option(letter)).toHaveAttribute('data-state', 'idle');
    // the progress counts the answer
    expect(screen.getByRole('progressbar', { name: 'Javob berilgan savollar' })).toHaveAttribute('aria-valuenow', '1');
  });

  it('a wrong answer turns the chosen option red, the correct one green, and gives no XP', async () => {
    fakeApi();
    const main = await openQuiz();
    await answer(main, 'D 1d javob');

    await waitFor(() => expect(option('d')).toHaveAttribute('data-state', 'wrong'));
    expect(option('b')).toHaveAttribute('data-state', 'correct');
    expect(option('a')).toHaveAttribute('data-state', 'idle');
    expect(screen.getByTestId('quiz-xp')).toHaveTextContent('XP berilmadi');
    expect(screen.getByTestId('quiz-xp')).not.toHaveTextContent('+');
    expect(screen.getByText('Notoʻgʻri')).toBeInTheDocument();
    // screen readers hear which is which
    expect(screen.getByRole('radio', { name: /^B 1b javob\W+toʻgʻri javob$/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^D 1d javob\W+sizning javobingiz, notoʻgʻri$/ })).toBeChecked();
  });

  it('a shuffled ticket: the letters follow the ticket’s order and the right option is coloured under its own letter', async () => {
    // the server shuffles options per ticket: here the options 13, 11, 14, 12 are A–D and 12 is right
    const shuffled = makeQuestion(1, {
      var_a_id: 13,
      var_a_name: '1c javob',
      var_b_id: 11,
      var_b_name: '1a javob',
      var_c_id: 14,
      var_c_name: '1d javob',
      var_d_id: 12,
      var_d_name: '1b javob',
    });
    const api = fakeApi({
      quiz: makeQuiz([shuffled, makeQuestion(2)]),
      check: (body) =>
        ok({
          data: {
            id: body.id,
            checked: body.option_id,
            is_right: false,
            is_true: 12,
            xp: 0,
            answered_count: 1,
            correct_count: 0,
            question_count: 2,
          },
        }),
    });
    const main = await openQuiz();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['13', '11', '14', '12']);
    await answer(main, 'A 1c javob');
    await waitFor(() => expect(option('a')).toHaveAttribute('data-state', 'wrong'));
    expect(option('d')).toHaveAttribute('data-state', 'correct');
    for (const letter of ['b', 'c'] as const) expect(option(letter)).toHaveAttribute('data-state', 'idle');
    expect(screen.getByRole('radio', { name: /^D 1b javob\W+toʻgʻri javob$/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^A 1c javob\W+sizning javobingiz, notoʻgʻri$/ })).toBeChecked();
    expect(api.checkBodies()).toEqual([{ id: 101, option_id: 13 }]);
  });

  it('locks the options once the question is answered', async () => {
    const api = fakeApi();
    const main = await openQuiz();
    await answer(main, 'A 1a javob');
    await waitFor(() => expect(option('a')).toHaveAttribute('data-state', 'wrong'));

    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    await userEvent.click(option('c'));
    expect(option('c')).toHaveAttribute('data-state', 'idle');
    expect(screen.getByRole('radio', { name: /1a javob/ })).toBeChecked();
    expect(api.checkBodies()).toHaveLength(1);
  });

  it('the options are a keyboard radio group', async () => {
    fakeApi();
    const main = await openQuiz();
    expect(screen.getByRole('radiogroup', { name: 'Savol 1' })).toBeInTheDocument();
    await userEvent.tab(); // back link
    await userEvent.tab(); // the promo's link (matematika)
    await userEvent.tab(); // found-an-error
    await userEvent.tab(); // into the options
    expect(screen.getByRole('radio', { name: 'A 1a javob' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'B 1b javob' })).toBeChecked();
    expect(option('b')).toHaveAttribute('data-state', 'selected');
    expect(main).toBeEnabled();
  });

  it('next clears the choice and the feedback and shows the following question', async () => {
    fakeApi();
    const main = await openQuiz();
    await answer(main, 'B 1b javob');
    await screen.findByTestId('quiz-xp');
    await userEvent.click(main);

    expect(questionPanel(2, 3)).toBeInTheDocument();
    // keyboard users continue from the new question's text
    expect(screen.getByText('Savol 2')).toHaveFocus();
    expect(screen.queryByTestId('quiz-xp')).not.toBeInTheDocument();
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio).not.toBeChecked();
      expect(radio).toBeEnabled();
    }
    expect(main).toBeDisabled();
  });

  it('adds the XP of a right answer to the signed-in learner', async () => {
    setSession('user', makeUser({ ball: 120 }));
    fakeApi();
    const main = await openQuiz();
    await answer(main, 'B 1b javob');
    await screen.findByText('+5 XP');
    expect(sessionStore.getState().user?.ball).toBe(125);

    // a wrong one adds nothing
    await userEvent.click(main);
    await answer(main, 'A 2a javob');
    await screen.findByText('XP berilmadi');
    expect(sessionStore.getState().user?.ball).toBe(125);
  });

  it('shows the question and option pictures from the api with text alternatives', async () => {
    const q = makeQuestion(1, { image: '/api/content-images/abc.svg', var_c_image: '/api/content-images/def.svg', var_c_name: '' });
    fakeApi({ quiz: makeQuiz([q, makeQuestion(2)]) });
    renderQuiz();
    await mainButton();
    expect(screen.getByRole('img', { name: '1-savol rasmi' })).toHaveAttribute('src', '/api/content-images/abc.svg');
    const picture = within(option('c')).getByRole('img', { name: 'C variant rasmi' });
    expect(picture).toHaveAttribute('src', '/api/content-images/def.svg');
    expect(screen.getByRole('radio', { name: 'C C variant rasmi' })).toBeInTheDocument();
  });

  it('shows the test info in the left panel and the lesson in the document title', async () => {
    fakeApi({ info: makeInfo({ lesson_name: 'Oddiy kasrlar', test_rating: 4.6, test_count: 30, view_count: 12500 }) });
    renderQuiz();
    const panel = await screen.findByRole('complementary', { name: 'Test haqida' });
    await within(panel).findByRole('heading', { level: 1, name: 'Oddiy kasrlar' });
    const fact = (term: string) => within(panel).getByText(term).nextElementSibling;
    expect(fact('Fan')).toHaveTextContent('Matematika');
    expect(fact('Reyting')).toHaveTextContent('4.6');
    expect(fact('Savollar soni')).toHaveTextContent('30');
    expect(fact('Koʻrishlar')).toHaveTextContent('12 500');
    expect(within(panel).getByText('0 / 3')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Oddiy kasrlar — mavzuli test — Imtihon'));
  });

  it('plays the right and the wrong cue when an answer is checked', async () => {
    const tones: number[][] = [];
    let current: number[] = [];
    class FakeAudioContext {
      state = 'running';
      currentTime = 0;
      destination = {};
      createOscillator() {
        return {
          frequency: { setValueAtTime: (f: number) => current.push(f) },
          connect: () => undefined,
          start: () => undefined,
          stop: () => undefined,
        };
      }
      createGain() {
        return { gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined }, connect: () => undefined };
      }
    }
    (globalThis as { AudioContext?: unknown }).AudioContext = FakeAudioContext;
    try {
      fakeApi();
      const main = await openQuiz();
      await answer(main, 'B 1b javob');
      await screen.findByText('+5 XP');
      tones.push(current);
      current = [];
      await userEvent.click(main);
      await answer(main, 'C 2c javob');
      await screen.findByText('XP berilmadi');
      tones.push(current);
      const [right, wrong] = tones;
      expect(right[1]).toBeGreaterThan(right[0]);
      expect(wrong[1]).toBeLessThan(wrong[0]);
    } finally {
      delete (globalThis as { AudioContext?: unknown }).AudioContext;
      resetAnswerSoundForTests();
    }
  });
});

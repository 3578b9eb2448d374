import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, type PlatformEvents } from '@platform/shared/events';
import { sessionStore } from '@platform/shared/session';
import { makeUser } from '@platform/shared/test-factories';
import { currentPath, fakeApi, locationState, mainButton, makeFinish, questionPanel, renderQuiz, setSession } from './helpers';

const offline = () => {
  throw new TypeError('Failed to fetch');
};

let authEvents: PlatformEvents['auth:open'][] = [];
const onAuth = (e: PlatformEvents['auth:open']) => authEvents.push(e);
beforeEach(() => {
  setSession('guest');
  authEvents = [];
  bus.on('auth:open', onAuth);
});
afterEach(() => {
  bus.off('auth:open', onAuth);
  setSession('unknown');
});

/** Answers the current question with `letter` and waits for the feedback. */
async function answer(letter: 'A' | 'B' | 'C' | 'D', n: number) {
  const main = await mainButton();
  await userEvent.click(screen.getByRole('radio', { name: `${letter} ${n}${letter.toLowerCase()} javob` }));
  await userEvent.click(main);
  await screen.findByTestId('quiz-xp');
}

async function answerAll() {
  await answer('B', 1);
  await userEvent.click(await mainButton());
  await answer('A', 2);
  await userEvent.click(await mainButton());
  await answer('C', 3);
}

describe('topic test screen: finishing', () => {
  it('a guest finishes on the last question: results page and the sign-in modal with the results link', async () => {
    // a guest's finish earns no bonus (it comes with the claim at sign-in)
    const api = fakeApi({ finish: () => ({ status: 200, body: { data: makeFinish({ bonus_xp: 0 }) } }) });
    renderQuiz();
    await answerAll();
    expect(await mainButton()).toHaveTextContent('Yakunlash');
    await userEvent.click(await mainButton());

    await screen.findByText('Results page');
    expect(currentPath()).toBe('/natijalar/77');
    expect(locationState()).toBeNull();
    expect(api.finishCalls()).toHaveLength(1);
    expect(authEvents).toEqual([{ redirectUrl: '/natijalar/77', ticketId: '77' }]);
    // finishing is not a leave: no question asked
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a signed-in learner finishes without the sign-in modal and gets the bonus XP', async () => {
    setSession('user', makeUser({ ball: 120 }));
    fakeApi({ finish: () => ({ status: 200, body: { data: makeFinish({ bonus_xp: 5 }) } }) });
    renderQuiz();
    await answerAll();
    expect(sessionStore.getState().user?.ball).toBe(125); // one right answer
    await userEvent.click(await mainButton());
    await screen.findByText('Results page');
    expect(sessionStore.getState().user?.ball).toBe(130);
    expect(authEvents).toEqual([]);
    // the result page learns the bonus from the finish that earned it (shown there once, ADR 046)
    expect(locationState()).toEqual({ bonusXp: 5 });
  });

  it('"Testni yakunlash" asks first, with the answered and unanswered counts', async () => {
    const api = fakeApi();
    renderQuiz();
    await answer('B', 1);
    await userEvent.click(screen.getByTestId('quiz-finish'));
    let dialog = screen.getByRole('dialog', { name: 'Testni yakunlaysizmi?' });
    expect(within(dialog).getByText('Javob berilgan: 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Javob berilmagan: 2')).toBeInTheDocument();
    expect(within(dialog).getByText('Javob berilmagan savollar notoʻgʻri hisoblanadi.')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Davom etish' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.finishCalls()).toHaveLength(0);
    expect(questionPanel(1, 3)).toBeInTheDocument();

    await userEvent.click(screen.getByTestId('quiz-finish'));
    dialog = screen.getByRole('dialog', { name: 'Testni yakunlaysizmi?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yakunlash' }));
    await screen.findByText('Results page');
    expect(api.finishCalls()).toHaveLength(1);
    expect(authEvents).toEqual([{ redirectUrl: '/natijalar/77', ticketId: '77' }]);
  });

  it('a failed finish says why in the dialog and finishing again works', async () => {
    let n = 0;
    const api = fakeApi({ finish: () => (n++ === 0 ? offline() : { status: 200, body: { data: makeFinish() } }) });
    renderQuiz();
    await mainButton();
    await userEvent.click(screen.getByTestId('quiz-finish'));
    const dialog = screen.getByRole('dialog', { name: 'Testni yakunlaysizmi?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yakunlash' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Internet yoʻq, ulanishni tekshiring');
    expect(currentPath()).toBe('/mavzuli-test/matematika/12-kasrlar');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Yakunlash' }));
    await screen.findByText('Results page');
    expect(api.finishCalls()).toHaveLength(2);
  });
});

describe('topic test screen: leaving mid-test', () => {
  it('asks before leaving; stay keeps the test, leave goes', async () => {
    fakeApi();
    const { router } = renderQuiz();
    await answer('B', 1);

    act(() => {
      void router.navigate('/elsewhere');
    });
    let dialog = await screen.findByRole('dialog', { name: 'Testdan chiqasizmi?' });
    expect(within(dialog).getByText('Javoblaringiz saqlangan, testni keyinroq davom ettirishingiz mumkin.')).toBeInTheDocument();
    expect(currentPath()).toBe('/mavzuli-test/matematika/12-kasrlar');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Qolish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentPath()).toBe('/mavzuli-test/matematika/12-kasrlar');
    expect(screen.getByTestId('quiz-xp')).toHaveTextContent('+5 XP');

    // the page's own way out is intercepted the same way
    await userEvent.click(screen.getByRole('link', { name: /Testlar roʻyxatiga/ }));
    dialog = await screen.findByRole('dialog', { name: 'Testdan chiqasizmi?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Chiqish' }));
    await screen.findByText('Subject page');
    expect(currentPath()).toBe('/mavzuli-test/matematika');
  });

  it('does not ask after finishing', async () => {
    fakeApi();
    const { router } = renderQuiz();
    await mainButton();
    await userEvent.click(screen.getByTestId('quiz-finish'));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yakunlash' }));
    await screen.findByText('Results page');
    expect(screen.queryByRole('dialog', { name: 'Testdan chiqasizmi?' })).not.toBeInTheDocument();

    act(() => {
      void router.navigate('/elsewhere');
    });
    await screen.findByText('Elsewhere');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not block a change of the query string on the same test', async () => {
    fakeApi();
    const { router } = renderQuiz();
    await mainButton();
    act(() => {
      void router.navigate('/mavzuli-test/matematika/12-kasrlar?lang=ru');
    });
    await waitFor(() => expect(router.state.location.search).toBe('?lang=ru'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

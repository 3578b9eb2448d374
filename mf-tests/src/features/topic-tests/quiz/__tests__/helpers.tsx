// Test kit of the test screen: the quiz namespace, api data that parses with the contracts, a fake
// api at fetch, and a data router (useBlocker needs one).
// tests may use react-router-dom directly: Jest has no federation, it is the same module instance
import { useLocation } from 'react-router-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addNamespace } from '@platform/shared/i18n';
import { sessionStore, type SessionStatus } from '@platform/shared/session';
import { makeUser } from '@platform/shared/test-factories';
import { mockApi, ok, renderDataRouter, type Handler, type MockReply } from '@platform/shared/test-utils';
import type { AuthUser } from '@platform/shared/contracts';
import {
  finishSchema,
  questionSchema,
  quizSchema,
  type Finish,
  type Question,
  type Quiz,
  type TestInfo,
} from '@platform/shared/topic-tests';
import { makeInfo as makeTestInfo } from '../../../../test/kit';
import { QUIZ_NS } from '../../../../lib/i18n';
import { QuizPage } from '../components/quiz-page';
import uz from '../locales/uz.json';
import uzCyrl from '../locales/uz.json?uz-Cyrl';
import ru from '../locales/ru.json';

// in the composed site exposed/routes.tsx loads this namespace lazily; tests add it directly
addNamespace(QUIZ_NS, { uz, 'uz-Cyrl': uzCyrl, ru });

export const TEST_ID = 12;
export const TICKET_ID = 77;
export const QUIZ_PATH = `/mavzuli-test/matematika/${TEST_ID}-kasrlar`;

/** Question n (1-based): row id 100+n, options n*10+1 … n*10+4, text "Savol n". */
export function makeQuestion(n: number, overrides: Partial<Question> = {}): Question {
  const base = n * 10;
  return questionSchema.parse({
    id: 100 + n,
    question_id: 500 + n,
    question_name: `Savol ${n}`,
    image: null,
    checked: 0,
    var_a_id: base + 1,
    var_a_name: `${n}a javob`,
    var_a_image: null,
    var_b_id: base + 2,
    var_b_name: `${n}b javob`,
    var_b_image: null,
    var_c_id: base + 3,
    var_c_name: `${n}c javob`,
    var_c_image: null,
    var_d_id: base + 4,
    var_d_name: `${n}d javob`,
    var_d_image: null,
    is_true: null,
    themed_ball: 5,
    ...overrides,
  });
}

/** The correct option of every fixture question is B. */
export const correctOf = (q: Question) => q.var_b_id;

/** Question n already answered with `letter` (restored after a reload). */
export function answered(n: number, letter: 'a' | 'b' | 'c' | 'd'): Question {
  const q = makeQuestion(n);
  return { ...q, checked: q[`var_${letter}_id`], is_true: correctOf(q) };
}

export function makeQuiz(questions: Question[] = [1, 2, 3].map((n) => makeQuestion(n)), overrides: Partial<Quiz> = {}): Quiz {
  return quizSchema.parse({
    ticket_id: TICKET_ID,
    test_id: TEST_ID,
    status: 'active',
    started_at: 1_760_000_000,
    expires_at: 1_760_010_800,
    test: [{ questions }],
    ...overrides,
  });
}

/** The kit's test info as the test screen's fixtures have it: test 12 "Kasrlar", 3 questions of 5 XP, no tops. */
export function makeInfo(overrides: Partial<TestInfo> = {}): TestInfo {
  return makeTestInfo({
    test_id: TEST_ID,
    subject_id: 1,
    lesson_name: 'Kasrlar',
    test_url: QUIZ_PATH,
    test_rating: 4.6,
    test_count: 3,
    view_count: 12500,
    themed_ball: 5,
    details: { top_user: [], test_rating: [] },
    ...overrides,
  });
}

export function makeFinish(overrides: Partial<Finish> = {}): Finish {
  return finishSchema.parse({
    ticket_id: TICKET_ID,
    correct: 1,
    wrong: 1,
    unanswered: 1,
    total: 3,
    ball: 1,
    bonus_xp: 5,
    finished_at: 1_760_001_000,
    ...overrides,
  });
}

export interface CheckBody {
  id: number;
  option_id: number;
}

/**
 * A fake api at fetch that behaves like the server: check-test grades the answer (B is right),
 * remembers it, and themed-order resumes the ticket with the answers given so far.
 */
export function fakeApi({
  quiz = makeQuiz(),
  info = makeInfo(),
  check,
  finish = () => ok({ data: makeFinish() }),
  handlers = {},
}: {
  quiz?: Quiz;
  info?: TestInfo;
  /** replaces the grading of POST /check-test (return undefined to grade normally) */
  check?: (body: CheckBody, n: number) => MockReply | Promise<MockReply> | undefined;
  finish?: Handler;
  handlers?: Record<string, Handler>;
} = {}) {
  let current = quiz;
  let checks = 0;
  const grade = (body: CheckBody): MockReply => {
    const questions = current.test.flatMap((b) => b.questions);
    const q = questions.find((x) => x.id === body.id);
    if (!q) return { status: 404, body: { message: 'Savol topilmadi', code: 'NOT_FOUND' } };
    const isTrue = correctOf(q);
    const right = body.option_id === isTrue;
    current = {
      ...current,
      test: current.test.map((b) => ({
        ...b,
        questions: b.questions.map((x) => (x.id === q.id ? { ...x, checked: body.option_id, is_true: isTrue } : x)),
      })),
    };
    const all = current.test.flatMap((b) => b.questions);
    return ok({
      data: {
        id: q.id,
        checked: body.option_id,
        is_right: right,
        is_true: isTrue,
        xp: right ? 5 : 0,
        answered_count: all.filter((x) => x.checked !== 0).length,
        correct_count: all.filter((x) => x.checked !== 0 && x.checked === x.is_true).length,
        question_count: all.length,
      },
    });
  };
  // every request with its init (the api client always passes one)
  const requestInits = (): [URL, RequestInit][] =>
    (api.fetchMock.mock.calls as unknown as [RequestInfo | URL, RequestInit][]).map(([input, init]) => [
      new URL(String(input), 'http://localhost'),
      init,
    ]);
  const api = mockApi({
    '/themed-order': () => ok({ data: current }),
    '/test-info': () => ok({ data: info }),
    '/check-test': async (url) => {
      if (url.searchParams.has('ticket_id')) return finish(url);
      const body = JSON.parse(String(requestInits().at(-1)?.[1].body)) as CheckBody;
      const n = checks++;
      return (await check?.(body, n)) ?? grade(body);
    },
    ...handlers,
  });
  return {
    ...api,
    /** answers the server holds now (to fake another tab or a lost reply) */
    setQuiz: (next: Quiz) => {
      current = next;
    },
    /** JSON bodies of POST /check-test, in order */
    checkBodies: (): CheckBody[] =>
      requestInits()
        .filter(([url, init]) => url.pathname === '/api/check-test' && init.method === 'POST')
        .map(([, init]) => JSON.parse(String(init.body)) as CheckBody),
    finishCalls: () => api.calls('/check-test').filter((url) => url.searchParams.has('ticket_id')),
  };
}

function LocationProbe() {
  const location = useLocation();
  return (
    <div hidden data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </div>
  );
}

/** The test screen in a data router (as in the shell), with pages to land on. */
export function renderQuiz(path = QUIZ_PATH) {
  const page = (text: string) => (
    <>
      <p>{text}</p>
      <LocationProbe />
    </>
  );
  return renderDataRouter(
    [
      {
        path: '/mavzuli-test/:subject/:test',
        element: (
          <>
            <QuizPage />
            <LocationProbe />
          </>
        ),
      },
      { path: '/mavzuli-test', element: page('Test list page') },
      { path: '/mavzuli-test/:subject', element: page('Subject page') },
      { path: '/natijalar/:ticketId', element: page('Results page') },
      { path: '/pro', element: page('Pro page') },
      { path: '*', element: page('Elsewhere') },
    ],
    path,
  );
}

export function currentPath(): string {
  return screen.getByTestId('location').textContent ?? '';
}

export function locationState(): unknown {
  return JSON.parse(screen.getByTestId('location').getAttribute('data-state') ?? 'null');
}

export function setSession(status: SessionStatus, user: AuthUser | null = status === 'user' ? makeUser() : null) {
  sessionStore.setState({ status, user, premium: user?.premium ?? false, locale: 'uz' });
}

/** Waits for the question on screen, then returns its main button. */
export async function mainButton(): Promise<HTMLElement> {
  return screen.findByTestId('quiz-main-button');
}

/** The question panel, named by its counter ("Savol 2, jami 3 ta"; on screen "2 / 3"). */
export const questionPanel = (current: number, total: number) => screen.getByRole('region', { name: `Savol ${current}, jami ${total} ta` });

export const option = (letter: 'a' | 'b' | 'c' | 'd') => screen.getByTestId(`option-${letter}`);

/** Renders the test screen and waits for its main button. */
export async function openQuiz(): Promise<HTMLElement> {
  renderQuiz();
  return mainButton();
}

/** Picks the option named `name` ("B 1b javob") and presses the main button (check). */
export async function answer(main: HTMLElement, name: string): Promise<void> {
  await userEvent.click(screen.getByRole('radio', { name }));
  await userEvent.click(main);
}

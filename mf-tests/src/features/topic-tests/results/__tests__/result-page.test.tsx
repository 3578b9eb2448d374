import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, type PlatformEvents } from '@platform/shared/events';
import { changeLocale } from '@platform/shared/i18n';
import { sessionStore } from '@platform/shared/session';
import { makeUser } from '@platform/shared/test-factories';
import { fail, mockApi, never, ok } from '@platform/shared/test-utils';
import { CERTIFICATE_ID, makeResult, renderResults, setSession } from '../../../../test/results-kit';

function collect<K extends keyof PlatformEvents>(type: K) {
  const events: PlatformEvents[K][] = [];
  const handler = (event: PlatformEvents[K]) => events.push(event);
  bus.on(type, handler);
  return { events, stop: () => bus.off(type, handler) };
}

beforeEach(() => localStorage.clear());
afterEach(() => setSession('unknown'));

describe('result page', () => {
  beforeEach(() => setSession('user'));

  it('shows the counts, the numbered dots, the coloured score, names and finish date', async () => {
    const { calls } = mockApi({ '/myresult': () => ok({ data: makeResult() }) });
    renderResults('/natijalar/42');

    expect(await screen.findByTestId('result-correct')).toHaveTextContent(/^7$/);
    expect(screen.getByTestId('result-wrong')).toHaveTextContent(/^2$/);
    expect(screen.getByTestId('result-unanswered')).toHaveTextContent(/^1$/);
    expect(calls('/myresult')[0].searchParams.get('ticket_id')).toBe('42');

    const score = screen.getByTestId('result-score');
    expect(score).toHaveTextContent('7 / 10');
    expect(score).toHaveClass('blue');
    expect(screen.getByRole('img', { name: '10 tadan 7 ball' })).toBe(score);

    expect(screen.getByRole('heading', { level: 1, name: 'Test natijasi' })).toBeInTheDocument();
    expect(screen.getByText('Matematika, Kasrlar')).toBeInTheDocument();
    expect(screen.getByText('Mavzuli test')).toBeInTheDocument();
    expect(screen.getByText('Yakunlangan: 14.03.2024 12:30')).toBeInTheDocument();
    expect(screen.getByText('Olingan XP: 35')).toBeInTheDocument();
    expect(document.title).toBe('Test natijasi — Imtihon');

    const questions = screen.getByRole('region', { name: 'Savollar' });
    const dots = within(questions).getAllByRole('listitem');
    expect(dots).toHaveLength(10);
    expect(dots.map((dot) => dot.textContent)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(dots[0]).toHaveClass('correct');
    expect(dots[0]).toHaveAccessibleName('1-savol: toʻgʻri');
    expect(dots[6]).toHaveClass('correct');
    expect(dots[7]).toHaveClass('wrong');
    expect(dots[7]).toHaveAccessibleName('8-savol: notoʻgʻri');
    expect(dots[8]).toHaveClass('wrong');
    expect(dots[9]).toHaveClass('unanswered');
    expect(dots[9]).toHaveAccessibleName('10-savol: javob berilmagan');
  });

  it.each([
    [9, 10, 'green'],
    [7, 10, 'blue'],
    [5, 10, 'yellow'],
    [3, 10, 'orange'],
    [2, 10, 'red'],
    [0, 0, 'gray'],
  ])('colours a score of %i / %i %s (SPEC §9)', async (ball, total, colour) => {
    mockApi({ '/myresult': () => ok({ data: makeResult({ ball, total, correct: ball, wrong: 0, result: [] }) }) });
    renderResults('/natijalar/42');
    const score = await screen.findByTestId('result-score');
    expect(score).toHaveTextContent(`${ball} / ${total}`);
    expect(score).toHaveClass(colour);
    expect(score).toHaveAttribute('data-colour', colour);
  });

  it('numbers the dots across the blocks of a multi-subject result', async () => {
    mockApi({
      '/myresult': () =>
        ok({
          data: makeResult({
            type: 'dtm',
            result: [
              { name: 'Ona tili', lesson_name: '', questions: [{ question_id: 1, checked: 5, correct: true }] },
              {
                name: 'Matematika',
                lesson_name: '',
                questions: [
                  { question_id: 2, checked: 0, correct: false },
                  { question_id: 3, checked: 7, correct: false },
                ],
              },
            ],
          }),
        }),
    });
    renderResults('/natijalar/42');
    expect(await screen.findByRole('heading', { level: 3, name: 'Matematika' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: '1-savol: toʻgʻri' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: '2-savol: javob berilmagan' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: '3-savol: notoʻgʻri' })).toBeInTheDocument();
  });

  it('a visit to a result whose bonus was earned before shows no bonus (it comes back on no visit)', async () => {
    mockApi({ '/myresult': () => ok({ data: makeResult({ bonus_xp: 5 }) }) });
    renderResults('/natijalar/42');
    expect(await screen.findByTestId('result-correct')).toBeInTheDocument();
    expect(screen.queryByText(/\+5 XP bonus/)).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('arriving from the finish that earned it: +5 XP once, as a notice in the page that never covers the actions', async () => {
    const user = userEvent.setup();
    mockApi({ '/myresult': () => ok({ data: makeResult({ bonus_xp: 5 }) }) });
    renderResults('/natijalar/42', { state: { bonusXp: 5 } });
    const notice = await screen.findByRole('status', { name: 'Tabriklaymiz!' });
    expect(notice).toHaveTextContent('Testni yakunlaganingiz uchun +5 XP bonus');
    // not a dialog: nothing is laid over the page, the actions stay reachable
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const actions = screen.getByRole('group', { name: 'Natija bilan amallar' });
    expect(within(actions).getByRole('link', { name: 'Tekshirish' })).toBeVisible();
    expect(notice.compareDocumentPosition(actions) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(notice).not.toContainElement(actions);
    await user.click(within(notice).getByRole('button', { name: 'Rahmat' }));
    expect(screen.queryByRole('status', { name: 'Tabriklaymiz!' })).not.toBeInTheDocument();
  });

  it('a guest ticket claimed at sign-in earns the bonus while the page is open: shown then', async () => {
    let claimed = false;
    setSession('guest');
    mockApi({ '/myresult': () => ok({ data: makeResult({ bonus_xp: claimed ? 5 : 0, user: null }) }) });
    renderResults('/natijalar/42');
    expect(await screen.findByTestId('result-correct')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Tabriklaymiz!' })).not.toBeInTheDocument();
    claimed = true;
    act(() => setSession('user'));
    expect(await screen.findByRole('status', { name: 'Tabriklaymiz!' })).toHaveTextContent('+5 XP bonus');
  });

  it('offers the certificate only when allowed; it calls the api and opens the PDF in a new tab', async () => {
    const user = userEvent.setup();
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const toasts = collect('toast');
    let issued = false;
    const { calls, fetchMock } = mockApi({
      '/myresult': () =>
        ok({
          data: makeResult({ can_generate_certificate: true, has_certificate: issued, certificate_id: issued ? CERTIFICATE_ID : null }),
        }),
      '/certification': () => {
        issued = true;
        return ok({ download_url: 'https://cdn.example.uz/certificates/42.pdf', certificate_id: CERTIFICATE_ID });
      },
    });
    renderResults('/natijalar/42');
    const button = await screen.findByTestId('certificate-button');
    expect(button).toHaveTextContent('Sertifikat olish');
    expect(screen.queryByRole('link', { name: 'Sertifikatni tekshirish' })).not.toBeInTheDocument();

    await user.click(button);
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://cdn.example.uz/certificates/42.pdf', '_blank', 'noopener'));
    const post = calls('/certification');
    expect(post).toHaveLength(1);
    expect(post[0].searchParams.get('ticket_id')).toBe('42');
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes('/certification')) as unknown[] | undefined;
    expect((call?.[1] as RequestInit | undefined)?.method).toBe('POST');
    expect(toasts.events).toEqual([{ kind: 'success', message: 'Sertifikat tayyor' }]);
    // a link in case the tab was blocked, and the result now links to the public check
    expect(screen.getByRole('link', { name: 'Sertifikatni yuklab olish' })).toHaveAttribute(
      'href',
      'https://cdn.example.uz/certificates/42.pdf',
    );
    // by the certificate's public id, never the sequential ticket id
    expect(await screen.findByRole('link', { name: 'Sertifikatni tekshirish' })).toHaveAttribute('href', `/check/${CERTIFICATE_ID}`);
    expect(calls('/myresult')).toHaveLength(2);
    toasts.stop();
    open.mockRestore();
  });

  it('has no certificate button when the result does not allow one, and shows the api error when issuing fails', async () => {
    mockApi({
      '/myresult': () =>
        ok({ data: makeResult({ can_generate_certificate: false, has_certificate: true, certificate_id: CERTIFICATE_ID }) }),
    });
    const view = renderResults('/natijalar/42');
    expect(await screen.findByTestId('result-correct')).toBeInTheDocument();
    expect(screen.queryByTestId('certificate-button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sertifikatni tekshirish' })).toHaveAttribute('href', `/check/${CERTIFICATE_ID}`);
    view.unmount();

    const user = userEvent.setup();
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const toasts = collect('toast');
    mockApi({
      '/myresult': () => ok({ data: makeResult({ can_generate_certificate: true }) }),
      '/certification': () => fail(403, 'Sertifikat uchun ismingizni kiriting', 'NAME_REQUIRED'),
    });
    renderResults('/natijalar/42');
    await user.click(await screen.findByTestId('certificate-button'));
    await waitFor(() => expect(toasts.events).toEqual([{ kind: 'error', message: 'Sertifikat uchun ismingizni kiriting' }]));
    expect(open).not.toHaveBeenCalled();
    toasts.stop();
    open.mockRestore();
  });

  it('hides apply for topic results; a university result without an application offers it', async () => {
    mockApi({ '/myresult': () => ok({ data: makeResult({ type: 'topic', application: null }) }) });
    const topic = renderResults('/natijalar/42');
    expect(await screen.findByRole('link', { name: 'Tekshirish' })).toHaveAttribute('href', '/check/42');
    expect(screen.queryByRole('link', { name: 'Ariza topshirish' })).not.toBeInTheDocument();
    topic.unmount();

    mockApi({ '/myresult': () => ok({ data: makeResult({ type: 'university', application: null, direction: { passing_ball: 56.5 } }) }) });
    const university = renderResults('/natijalar/42');
    expect(await screen.findByRole('link', { name: 'Ariza topshirish' })).toBeInTheDocument();
    expect(screen.getByText('Oʻtish bali: 56.5')).toBeInTheDocument();
    university.unmount();

    mockApi({ '/myresult': () => ok({ data: makeResult({ type: 'university', application: { id: 3 } }) }) });
    renderResults('/natijalar/42');
    expect(await screen.findByTestId('result-correct')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ariza topshirish' })).not.toBeInTheDocument();
  });

  it('says the result was not found on 404, with a link to my results', async () => {
    mockApi({ '/myresult': () => fail(404, 'Topilmadi', 'NOT_FOUND') });
    renderResults('/natijalar/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Natija topilmadi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mening natijalarim' })).toHaveAttribute('href', '/natijalar');
  });

  it('treats a non-numeric ticket id as not found without asking the api', async () => {
    const { fetchMock } = mockApi({ '/myresult': () => ok({ data: makeResult() }) });
    renderResults('/natijalar/abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Natija topilmadi' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says an active ticket is not finished yet, with a link to continue it', async () => {
    mockApi({ '/myresult': () => ok({ data: makeResult({ status: 'active', finished_at: null }) }) });
    renderResults('/natijalar/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bu test hali yakunlanmagan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Testni davom ettirish' })).toHaveAttribute('href', '/mavzuli-test/matematika/12-kasrlar');
    expect(screen.queryByTestId('result-score')).not.toBeInTheDocument();
  });

  it('shows a loading state, then an error with a retry that asks again', async () => {
    let attempt = 0;
    const { calls } = mockApi({
      '/myresult': () => (++attempt === 1 ? fail(500, 'Server xatosi', 'INTERNAL') : ok({ data: makeResult() })),
    });
    renderResults('/natijalar/42');
    expect(screen.getByRole('status')).toHaveTextContent('Natija yuklanmoqda');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Server xatosi');
    await userEvent.click(within(alert).getByRole('button', { name: 'Qayta urinish' }));
    expect(await screen.findByTestId('result-correct')).toHaveTextContent('7');
    expect(calls('/myresult')).toHaveLength(2);
  });

  it('waits for the session before asking for the result', async () => {
    setSession('unknown');
    const { calls } = mockApi({ '/myresult': () => ok({ data: makeResult() }) });
    renderResults('/natijalar/42');
    expect(screen.getByRole('status')).toHaveTextContent('Natija yuklanmoqda');
    expect(calls('/myresult')).toHaveLength(0);
    act(() => setSession('user'));
    expect(await screen.findByTestId('result-correct')).toBeInTheDocument();
    expect(calls('/myresult')).toHaveLength(1);
  });
});

describe('sharing the result', () => {
  beforeEach(() => setSession('user'));
  afterEach(() => {
    delete (navigator as { share?: unknown }).share;
  });

  it('copies the link with a toast when the browser has no share sheet', async () => {
    const user = userEvent.setup();
    const toasts = collect('toast');
    mockApi({ '/myresult': () => ok({ data: makeResult() }) });
    renderResults('/natijalar/42');
    await user.click(await screen.findByRole('button', { name: 'Ulashish' }));
    await waitFor(() => expect(toasts.events).toEqual([{ kind: 'success', message: 'Havola nusxalandi' }]));
    expect(await navigator.clipboard.readText()).toBe('http://localhost/natijalar/42');
    toasts.stop();
  });

  it('says so when the link cannot be copied', async () => {
    const user = userEvent.setup();
    const toasts = collect('toast');
    mockApi({ '/myresult': () => ok({ data: makeResult() }) });
    renderResults('/natijalar/42');
    const button = await screen.findByRole('button', { name: 'Ulashish' });
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(button);
    await waitFor(() => expect(toasts.events).toEqual([{ kind: 'error', message: 'Nusxalab boʻlmadi' }]));
    toasts.stop();
  });

  it('uses the system share sheet when there is one (the public check link once a certificate exists)', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const toasts = collect('toast');
    mockApi({ '/myresult': () => ok({ data: makeResult({ has_certificate: true, certificate_id: CERTIFICATE_ID }) }) });
    renderResults('/natijalar/42');
    await userEvent.click(await screen.findByRole('button', { name: 'Ulashish' }));
    expect(share).toHaveBeenCalledWith({
      url: `http://localhost/check/${CERTIFICATE_ID}`,
      title: 'Test natijam',
      text: 'Matematika, Kasrlar: 7 / 10',
    });
    expect(toasts.events).toEqual([]);
    toasts.stop();
  });

  it('copies the link when the share sheet fails, but not when the user closes it', async () => {
    const user = userEvent.setup();
    const share = jest
      .fn()
      .mockRejectedValueOnce(Object.assign(new Error('closed'), { name: 'AbortError' }))
      .mockRejectedValueOnce(new Error('not allowed'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const toasts = collect('toast');
    mockApi({ '/myresult': () => ok({ data: makeResult() }) });
    renderResults('/natijalar/42');
    const button = await screen.findByRole('button', { name: 'Ulashish' });
    await user.click(button);
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(toasts.events).toEqual([]);
    await user.click(button);
    await waitFor(() => expect(toasts.events).toEqual([{ kind: 'success', message: 'Havola nusxalandi' }]));
    toasts.stop();
  });
});

describe('a guest viewing their own result', () => {
  beforeEach(() => setSession('guest'));

  it('shows everything but rating and certificate, and a sign-in panel that keeps the ticket', async () => {
    const user = userEvent.setup();
    const auth = collect('auth:open');
    // even if the api allowed it, a guest cannot get a certificate
    mockApi({ '/myresult': () => ok({ data: makeResult({ can_generate_certificate: true }) }) });
    renderResults('/natijalar/42');
    expect(await screen.findByTestId('result-correct')).toHaveTextContent('7');
    expect(screen.getByRole('link', { name: 'Tekshirish' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ulashish' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Baholash' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('certificate-button')).not.toBeInTheDocument();

    const panel = screen.getByTestId('result-guest-panel');
    expect(within(panel).getByRole('heading', { name: 'Natijani saqlab qoling' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Natijani saqlash va sertifikat olish uchun tizimga kiring');
    await user.click(within(panel).getByRole('button', { name: 'Kirish' }));
    expect(auth.events).toEqual([{ redirectUrl: '/natijalar/42', ticketId: '42' }]);
    auth.stop();
  });

  it('asks again after signing in: the claimed ticket can now get a certificate', async () => {
    const { calls } = mockApi({
      '/myresult': () => {
        const signedIn = sessionStore.getState().status === 'user';
        return ok({ data: makeResult({ can_generate_certificate: signedIn }) });
      },
    });
    renderResults('/natijalar/42');
    expect(await screen.findByTestId('result-guest-panel')).toBeInTheDocument();
    expect(screen.queryByTestId('certificate-button')).not.toBeInTheDocument();

    act(() => sessionStore.getState().signIn(makeUser({ id: 9 })));
    expect(await screen.findByTestId('certificate-button')).toBeInTheDocument();
    expect(screen.queryByTestId('result-guest-panel')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baholash' })).toBeInTheDocument();
    expect(calls('/myresult')).toHaveLength(2);
  });

  it('links a guest to the topic tests when the result is not theirs', async () => {
    mockApi({ '/myresult': () => fail(404, 'Topilmadi', 'NOT_FOUND') });
    renderResults('/natijalar/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Natija topilmadi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mavzuli testlar' })).toHaveAttribute('href', '/mavzuli-test');
    expect(screen.queryByRole('link', { name: 'Mening natijalarim' })).not.toBeInTheDocument();
  });

  it('keeps the skeleton while the result loads', () => {
    mockApi({ '/myresult': never });
    renderResults('/natijalar/42');
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  });
});

describe('in Russian', () => {
  afterEach(async () => {
    await act(() => changeLocale('uz'));
  });

  it('renders the result with the Russian texts', async () => {
    setSession('user');
    await act(() => changeLocale('ru'));
    mockApi({ '/myresult': () => ok({ data: makeResult() }) });
    renderResults('/natijalar/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Результат теста' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Проверить' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Оценить' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Вопрос 8: неверно' })).toBeInTheDocument();
  });
});

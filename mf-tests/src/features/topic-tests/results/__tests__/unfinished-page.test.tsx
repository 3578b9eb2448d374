import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockApi, ok } from '@platform/shared/test-utils';
import { makeUnfinished, renderResults, setSession } from '../../../../test/results-kit';

// the cards tick every second: fake timers keep every tick inside act()
beforeEach(() => jest.useFakeTimers({ now: new Date('2024-03-14T07:30:00Z') }));
afterEach(() => {
  jest.useRealTimers();
  setSession('unknown');
});
const setupUser = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

describe('unfinished tests', () => {
  it('shows a card per test with type, names, progress, and time left for timed tests only', async () => {
    setSession('user');
    mockApi({
      '/progress': () =>
        ok({
          data: [
            makeUnfinished(),
            makeUnfinished({
              id: 78,
              type: 'DTM',
              time: 0,
              progress: 67,
              answered: 2,
              total: 3,
              subjectName: 'Ona tili',
              lessonName: 'Fonetika',
              testUrl: '/dtm/test',
            }),
          ],
        }),
    });
    renderResults('/yakunlanmaganlar');
    expect(screen.getByRole('heading', { level: 1, name: 'Yakunlanmagan testlar' })).toBeInTheDocument();
    expect(document.title).toBe('Yakunlanmagan testlar — Imtihon');
    const cards = await screen.findAllByTestId('unfinished-card');
    expect(cards).toHaveLength(2);

    const [topic, dtm] = cards;
    expect(within(topic).getByText('Mavzuli test')).toBeInTheDocument();
    expect(within(topic).getByRole('heading', { name: 'Matematika' })).toBeInTheDocument();
    expect(within(topic).getByText('Kasrlar')).toBeInTheDocument();
    // topic tests have no timer: no clock on their card
    expect(within(topic).queryByText('Qolgan vaqt')).not.toBeInTheDocument();
    expect(within(topic).queryByTestId('unfinished-time')).not.toBeInTheDocument();
    expect(within(topic).getByText('4 / 10 savol')).toBeInTheDocument();
    expect(within(topic).getByText('40 %')).toBeInTheDocument();
    const bar = within(topic).getByRole('progressbar', { name: 'Javob berilgan savollar' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar.firstElementChild).toHaveStyle({ width: '40%' });

    expect(within(dtm).getByText('DTM testi')).toBeInTheDocument();
    expect(within(dtm).getByText('Qolgan vaqt')).toBeInTheDocument();
    expect(within(dtm).getByTestId('unfinished-time')).toHaveTextContent('Vaqt tugagan');
    expect(within(dtm).getByText('2 / 3 savol')).toBeInTheDocument();
    expect(within(dtm).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '67');
  });

  it('continues a test: "Davom etish" goes to its test screen', async () => {
    setSession('user');
    mockApi({ '/progress': () => ok({ data: [makeUnfinished()] }) });
    renderResults('/yakunlanmaganlar');
    const card = await screen.findByTestId('unfinished-card');
    const link = within(card).getByRole('link', { name: 'Matematika, Kasrlar: davom etish' });
    expect(link).toHaveTextContent('Davom etish');
    await setupUser().click(link);
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/mavzuli-test/matematika/12-kasrlar');
  });

  it("works for guests too (the api reads this browser's cookie)", async () => {
    setSession('guest');
    const { calls } = mockApi({ '/progress': () => ok({ data: [makeUnfinished({ type: 'Virtual' })] }) });
    renderResults('/yakunlanmaganlar');
    const card = await screen.findByTestId('unfinished-card');
    expect(within(card).getByText('Virtual test')).toBeInTheDocument();
    expect(calls('/progress')).toHaveLength(1);
  });

  it('says there are none, with a link to the topic tests', async () => {
    setSession('guest');
    mockApi({ '/progress': () => ok({ data: [] }) });
    renderResults('/yakunlanmaganlar');
    expect(await screen.findByText('Yakunlanmagan testlar yoʻq')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mavzuli testlarga oʻtish' })).toHaveAttribute('href', '/mavzuli-test');
    expect(screen.queryByTestId('unfinished-card')).not.toBeInTheDocument();
  });

  it('shows a skeleton, then an error with a retry', async () => {
    setSession('user');
    let attempt = 0;
    mockApi({ '/progress': () => (++attempt === 1 ? fail(500, 'Server xatosi', 'INTERNAL') : ok({ data: [makeUnfinished()] })) });
    renderResults('/yakunlanmaganlar');
    expect(screen.getByRole('status')).toHaveTextContent('Testlar yuklanmoqda');
    const alert = await screen.findByRole('alert');
    await setupUser().click(within(alert).getByRole('button', { name: 'Qayta urinish' }));
    expect(await screen.findByTestId('unfinished-card')).toBeInTheDocument();
  });
});

describe('the time left', () => {
  it('counts down every second and says "expired" at zero', async () => {
    setSession('user');
    mockApi({ '/progress': () => ok({ data: [makeUnfinished({ type: 'DTM', time: 2 })] }) });
    renderResults('/yakunlanmaganlar');
    const time = await screen.findByTestId('unfinished-time');
    expect(time).toHaveTextContent('00:00:02');
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(time).toHaveTextContent('00:00:01');
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(screen.getByTestId('unfinished-time')).toHaveTextContent('Vaqt tugagan');
  });
});

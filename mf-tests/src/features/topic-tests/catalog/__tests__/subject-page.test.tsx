import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockApi, ok, type Handler } from '@platform/shared/test-utils';
import { JUNE_5_0900, currentState, currentUrl, listPage, makeBlocked, makeCard, makePhysicsCard, setSession } from '../../../../test/kit';
import { makeSubject, renderCatalog, subjectList } from './support';

const newton = makePhysicsCard();

function setup(subject: Handler = () => ok({ data: makeSubject() }), list: Handler = () => ok(listPage([newton], { total: 42 }))) {
  return mockApi({ '/subject': subject, '/themed-test/view': list, '/subjectname': subjectList });
}

beforeEach(() => setSession('guest'));
afterEach(() => {
  jest.useRealTimers();
  setSession('unknown');
});

describe('subject page', () => {
  it('shows the subject header and only its tests', async () => {
    const { calls } = setup();
    renderCatalog('/mavzuli-test/fizika');

    expect(await screen.findByRole('heading', { level: 1, name: 'Fizika' })).toBeInTheDocument();
    expect(screen.getByText('42 ta test')).toBeInTheDocument();
    expect(calls('/subject')[0].searchParams.get('id')).toBe('fizika');
    expect(Object.fromEntries(calls('/themed-test/view')[0].searchParams)).toEqual({
      page: '1',
      size: '30',
      language_id: '1',
      name: 'fizika',
    });
    expect(await screen.findByTestId('test-card')).toHaveAttribute('data-test-id', '303');
    expect(document.title).toBe('Fizika — mavzuli testlar — Imtihon');

    const chips = screen.getByRole('navigation', { name: 'Fanlar' });
    expect(await within(chips).findByRole('link', { name: 'Fizika' })).toHaveAttribute('aria-current', 'page');
    expect(within(chips).getByRole('link', { name: 'Barcha fanlar' })).not.toHaveAttribute('aria-current');
    expect(within(chips).getAllByRole('link', { name: 'Fizika' })).toHaveLength(1);
  });

  it("marks a mandatory subject's chip as current", async () => {
    setup(
      () => ok({ data: makeSubject({ id: 2, slug: 'matematika', name: 'Matematika', color: '#1E88E5' }) }),
      () => ok(listPage([makeCard()])),
    );
    renderCatalog('/mavzuli-test/matematika');
    await screen.findByRole('heading', { level: 1, name: 'Matematika' });
    const chips = screen.getByRole('navigation', { name: 'Fanlar' });
    expect(within(chips).getAllByRole('link', { name: 'Matematika' })).toHaveLength(1);
    expect(within(chips).getByRole('link', { name: 'Matematika' })).toHaveAttribute('aria-current', 'page');
  });

  it('an unknown subject (404) shows a not-found panel linking to all topic tests', async () => {
    setup(() => fail(404, 'Fan topilmadi', 'NOT_FOUND'));
    renderCatalog('/mavzuli-test/alkimyo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fan topilmadi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Barcha mavzuli testlar' })).toHaveAttribute('href', '/mavzuli-test');
    expect(screen.queryByTestId('test-card')).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(document.title).toBe('Fan topilmadi — Imtihon');
  });

  it('a slug the api would refuse is not found without asking', async () => {
    const { fetchMock } = setup();
    renderCatalog('/mavzuli-test/Fizika%20va%20astronomiya');
    expect(screen.getByRole('heading', { level: 1, name: 'Fan topilmadi' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('another failure of the subject keeps the list and offers a retry', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    setup(() => (++attempt === 1 ? fail(500, 'Server xatosi') : ok({ data: makeSubject() })));
    renderCatalog('/mavzuli-test/fizika');
    const alert = await screen.findByRole('alert');
    expect(await screen.findByTestId('test-card')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Qayta urinish' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fizika' })).toBeInTheDocument();
  });

  it('searches and pages within the subject', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { calls } = setup(undefined, () => ok(listPage([newton], { total: 42 })));
    renderCatalog('/mavzuli-test/fizika?page=2');
    await screen.findByTestId('test-card');
    expect(calls('/themed-test/view')[0].searchParams.get('page')).toBe('2');

    await user.type(screen.getByRole('searchbox', { name: 'Testlarni qidirish' }), 'Nyuton');
    act(() => {
      jest.advanceTimersByTime(300);
    });
    await waitFor(() => expect(calls('/themed-test/view')).toHaveLength(2));
    expect(Object.fromEntries(calls('/themed-test/view')[1].searchParams)).toEqual({
      page: '1',
      size: '30',
      language_id: '1',
      name: 'fizika',
      search: 'Nyuton',
    });
    expect(currentUrl().pathname + currentUrl().search).toBe('/mavzuli-test/fizika?search=Nyuton');
  });

  it('shows the locked dialog from the router state here too', async () => {
    jest.useFakeTimers({ now: (JUNE_5_0900 - 59) * 1000 });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    setup();
    renderCatalog({ pathname: '/mavzuli-test/fizika', state: { blocked: makeBlocked('TEST_LOCKED', JUNE_5_0900) } });
    const dialog = screen.getByRole('dialog', { name: 'Test hali yopiq' });
    expect(within(dialog).getByRole('timer')).toHaveTextContent('00:00:59');
    await user.click(within(dialog).getByRole('button', { name: 'Tushunarli' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(currentState()).toBeNull();
    expect(currentUrl().pathname).toBe('/mavzuli-test/fizika');
  });
});

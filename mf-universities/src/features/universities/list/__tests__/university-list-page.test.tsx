import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addresses, listResponse, universityCard } from '../../../../test/factories';
import { fail, mockApi, never, ok, type Handler } from '@platform/shared/test-utils';
import { currentUrl, renderApp } from '../../../../test/render';

const tatu = universityCard();
const webster = universityCard({
  id: 31,
  slug: 'webster-tashkent',
  name: 'Webster University in Tashkent',
  type: 'private',
  logo: 'https://cdn.example.uz/universities/webster.png',
  min_contract_price: 45_000_000,
  direction_count: 9,
  is_recommended: true,
});

function setup(list: Handler = () => ok(listResponse([tatu, webster], { total: 30, page_count: 3 }))) {
  return mockApi({ '/university-all': list, '/address': () => ok(addresses()) });
}

afterEach(() => {
  jest.useRealTimers();
});

describe('university list page', () => {
  it('renders the cards the api returns, with region, type, price, directions and links', async () => {
    const { calls } = setup();
    renderApp('/universitetlar');

    const heading = await screen.findByRole('heading', { level: 1, name: 'Universitetlar' });
    expect(heading).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: tatu.name });
    expect(link).toHaveAttribute('href', '/universitetlar/tatu');
    expect(screen.getByRole('link', { name: 'Webster University in Tashkent' })).toHaveAttribute(
      'href',
      '/xususiy-universitetlar/webster-tashkent',
    );

    const [first, second] = screen.getAllByRole('article');
    expect(within(first).getByText('Toshkent shahri')).toBeInTheDocument();
    expect(within(first).getByText('Davlat')).toBeInTheDocument();
    expect(within(first).getByText('12 000 000 soʻmdan')).toBeInTheDocument();
    expect(within(first).getByText('24')).toBeInTheDocument();
    expect(within(first).getByTestId('university-monogram')).toHaveTextContent('TAT');
    expect(within(second).getByText('Xususiy')).toBeInTheDocument();
    expect(within(second).getByText('Tavsiya etiladi')).toBeInTheDocument();
    expect(within(second).getByText('45 000 000 soʻmdan')).toBeInTheDocument();
    expect(second.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.uz/universities/webster.png');
    expect(screen.getByText('Topilgan universitetlar: 30')).toBeInTheDocument();

    const request = calls('/university-all')[0];
    expect(Object.fromEntries(request.searchParams)).toEqual({
      page: '1',
      size: '12',
      type: 'all',
      address_id: '0',
      is_web: '1',
    });
    expect(document.title).toBe('Universitetlar roʻyxati — davlat va xususiy OTMlar — Imtihon');
  });

  it('shows 12 skeleton cards while the list loads', async () => {
    setup(never);
    renderApp('/universitetlar');
    expect(await screen.findAllByTestId('university-card-skeleton')).toHaveLength(12);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Universitetlar yuklanmoqda');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('reads ?page=abc as page 1 instead of failing', async () => {
    const { calls } = setup();
    renderApp('/universitetlar?page=abc&type=nonsense&address_id=-4');
    await screen.findByRole('link', { name: tatu.name });
    const request = calls('/university-all')[0];
    expect(request.searchParams.get('page')).toBe('1');
    expect(request.searchParams.get('type')).toBe('all');
    expect(request.searchParams.get('address_id')).toBe('0');
  });

  it('fills the region dropdown from /api/address and resets the page when a region is chosen', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    renderApp('/universitetlar?page=3');
    await screen.findByRole('link', { name: tatu.name });
    expect(calls('/university-all')[0].searchParams.get('page')).toBe('3');

    const region = screen.getByLabelText('Hudud');
    await waitFor(() => expect(within(region).getAllByRole('option')).toHaveLength(15));
    expect(within(region).getAllByRole('option')[0]).toHaveTextContent('Barcha hududlar');
    expect(within(region).getAllByRole('option')[0]).toHaveValue('0');

    await user.selectOptions(region, 'Samarqand viloyati');

    await waitFor(() => expect(calls('/university-all')).toHaveLength(2));
    const request = calls('/university-all')[1];
    expect(request.searchParams.get('address_id')).toBe('8');
    expect(request.searchParams.get('page')).toBe('1');
    expect(currentUrl().searchParams.get('address_id')).toBe('8');
    expect(currentUrl().searchParams.has('page')).toBe(false);
    expect(await screen.findByRole('link', { name: tatu.name })).toBeInTheDocument();
  });

  it('changes the type through the type filter and drops the page', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    renderApp('/universitetlar?page=2');
    await screen.findByRole('link', { name: tatu.name });

    await user.selectOptions(screen.getByLabelText('Turi'), 'Xususiy');

    await waitFor(() => expect(calls('/university-all')).toHaveLength(2));
    expect(calls('/university-all')[1].searchParams.get('type')).toBe('private');
    expect(currentUrl().search).toBe('?type=private');
    await screen.findByRole('link', { name: tatu.name });
  });

  it('debounces the search by 500 ms and sends it trimmed', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { calls } = setup();
    renderApp('/universitetlar?page=2');
    await screen.findByRole('link', { name: tatu.name });

    await user.type(screen.getByRole('searchbox', { name: 'Qidiruv' }), '  Toshkent  ');
    act(() => {
      jest.advanceTimersByTime(450);
    });
    expect(calls('/university-all')).toHaveLength(1);
    expect(currentUrl().searchParams.has('search')).toBe(false);

    act(() => {
      jest.advanceTimersByTime(100);
    });
    await waitFor(() => expect(calls('/university-all')).toHaveLength(2));
    expect(calls('/university-all')[1].searchParams.get('search')).toBe('Toshkent');
    expect(calls('/university-all')[1].searchParams.get('page')).toBe('1');
    expect(currentUrl().search).toBe('?search=Toshkent');
    await screen.findByRole('link', { name: tatu.name });
  });

  it('says "Ma\'lumot topilmadi" when nothing matches', async () => {
    setup(() => ok(listResponse([])));
    renderApp('/universitetlar?search=zzz');
    expect(await screen.findByText('Maʼlumot topilmadi')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Sahifalar' })).not.toBeInTheDocument();
  });

  it('shows the api error message with a retry button that refetches', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    setup(() => {
      attempt += 1;
      return attempt === 1 ? fail(400, 'Soʻrov notoʻgʻri') : ok(listResponse([tatu]));
    });
    renderApp('/universitetlar');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Soʻrov notoʻgʻri');
    await user.click(within(alert).getByRole('button', { name: 'Qayta urinish' }));
    expect(await screen.findByRole('link', { name: tatu.name })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('pages through the list with the pagination', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    renderApp('/universitetlar?type=public');
    await screen.findByRole('link', { name: tatu.name });

    await user.click(screen.getByRole('button', { name: '2-sahifa' }));

    await waitFor(() => expect(calls('/university-all')).toHaveLength(2));
    expect(calls('/university-all')[1].searchParams.get('page')).toBe('2');
    expect(calls('/university-all')[1].searchParams.get('type')).toBe('public');
    expect(currentUrl().search).toBe('?type=public&page=2');
    await screen.findByRole('link', { name: tatu.name });
  });

  it('on /xususiy-universitetlar fixes the type to private and hides the type filter', async () => {
    const { calls } = setup(() => ok(listResponse([webster])));
    renderApp('/xususiy-universitetlar?type=public');
    expect(await screen.findByRole('heading', { level: 1, name: 'Xususiy universitetlar' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Webster University in Tashkent' });
    expect(calls('/university-all')[0].searchParams.get('type')).toBe('private');
    expect(screen.queryByLabelText('Turi')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Hudud')).toBeInTheDocument();
    expect(document.title).toBe('Xususiy universitetlar roʻyxati — Imtihon');
  });
});

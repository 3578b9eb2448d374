import { act, fireEvent, screen, within } from '@testing-library/react';
import { collectEvents, fail, mockApi, ok } from '@platform/shared/test-utils';
import { makeUser } from '@platform/shared/test-factories';
import { sessionStore } from '@platform/shared/session';
import { renderApp } from '../../test/render';
import { makeReportGroup, meBody, page, WIUT } from '../../test/factories';

const opened = collectEvents('auth:open');

afterEach(() => act(() => sessionStore.getState().signOut()));

const signIn = () => act(() => sessionStore.getState().signIn(makeUser({ id: 9 })));

describe('the studio frame', () => {
  it('sends a guest to the sign-in flow with the studio path remembered, and asks the api nothing', async () => {
    act(() => sessionStore.getState().signOut());
    const { fetchMock } = mockApi({});
    renderApp('/studio/reports?status=dismissed');
    expect(await screen.findByRole('heading', { level: 1, name: 'Studiyaga kirish' })).toBeInTheDocument();
    expect(opened).toEqual([{ redirectUrl: '/studio/reports?status=dismissed', required: true }]);
    fireEvent.click(screen.getByRole('button', { name: 'Kirish' }));
    expect(opened).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tells a signed-in person without a staff role that the studio is not for them, with no sections', async () => {
    signIn();
    mockApi({ '/studio/me': () => fail(403, 'Studiyaga ruxsat yoʻq', 'STUDIO_FORBIDDEN') });
    renderApp('/studio');
    expect(await screen.findByRole('heading', { level: 1, name: 'Studiyaga ruxsat yoʻq' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Saytga qaytish' })[0]).toHaveAttribute('href', '/');
  });

  it('lists only the sections the roles open, and refuses a section typed in by hand', async () => {
    signIn();
    mockApi({ '/studio/me': () => ok(meBody([{ role: 'partner', scope: WIUT }])) });
    renderApp('/studio/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bu boʻlim sizning rollaringiz uchun ochiq emas' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Shikoyatlar' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Studiya bosh sahifasiga' }));
    const roles = await screen.findByTestId('studio-roles');
    expect(within(roles).getByText('Hamkor')).toBeInTheDocument();
    expect(within(roles).getByText('Universitet: Westminster (WIUT)')).toBeInTheDocument();
  });

  it('shows an editor the bank, reports, content files, olympiads and news sections in the header and the open reports on the dashboard', async () => {
    signIn();
    const { calls } = mockApi({
      '/studio/me': () => ok(meBody([{ role: 'editor' }])),
      '/studio/reports': () => ok(page([makeReportGroup()], { total: 12, size: 1, page_count: 12 })),
    });
    renderApp('/studio');
    const nav = await screen.findByRole('navigation', { name: 'Studiya boʻlimlari' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Savollar banki', 'Shikoyatlar', 'Kontent fayllari', 'Olimpiadalar', 'Yangiliklar']);
    expect(await screen.findByTestId('open-reports-count')).toHaveTextContent('12 ta savolda ochiq shikoyat');
    expect(calls('/studio/reports')[0].searchParams.get('status')).toBe('open');
  });

  it('says so for a path below /studio that is no section', async () => {
    signIn();
    mockApi({ '/studio/me': () => ok(meBody([{ role: 'admin' }])) });
    renderApp('/studio/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Studiyada bunday sahifa yoʻq' })).toBeInTheDocument();
  });
});

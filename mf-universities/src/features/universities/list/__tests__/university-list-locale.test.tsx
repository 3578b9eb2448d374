import { act, screen, waitFor, within } from '@testing-library/react';
import { changeLocale } from '@platform/shared/i18n';
import { sessionStore } from '@platform/shared/session';
import { addresses, listResponse, universityCard } from '../../../../test/factories';
import { mockApi, ok } from '@platform/shared/test-utils';
import { renderApp } from '../../../../test/render';

afterEach(async () => {
  sessionStore.getState().setLocale('uz');
  await changeLocale('uz');
  localStorage.clear();
});

describe('university list in Russian', () => {
  it('renders Russian texts, sends the locale and refetches when the locale changes', async () => {
    sessionStore.getState().setLocale('ru');
    await changeLocale('ru');
    const { fetchMock, calls } = mockApi({
      '/university-all': (url) => ok(listResponse([universityCard({ name: url.searchParams.get('page') === '1' ? 'ТУИТ' : 'x' })])),
      '/address': () => ok(addresses()),
    });
    renderApp('/universitetlar');

    expect(await screen.findByRole('heading', { level: 1, name: 'Университеты' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'ТУИТ' })).toBeInTheDocument();
    expect(screen.getByText('от 12 000 000 сум')).toBeInTheDocument();
    expect(within(screen.getByRole('article')).getByText('Государственный')).toBeInTheDocument();
    expect(screen.getByLabelText('Регион')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)['Accept-Language']).toBe('ru');

    // the locale is part of every query key: switching language asks the api again
    await act(async () => {
      sessionStore.getState().setLocale('uz');
      await changeLocale('uz');
    });
    await waitFor(() => expect(calls('/university-all')).toHaveLength(2));
    expect(await screen.findByRole('heading', { level: 1, name: 'Universitetlar' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'ТУИТ' });
    expect(calls('/address')).toHaveLength(2);
  });
});

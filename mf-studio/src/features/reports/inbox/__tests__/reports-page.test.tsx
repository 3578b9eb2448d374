import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bodiesOf, collectEvents, mockApi, ok } from '@platform/shared/test-utils';
import { makeUser } from '@platform/shared/test-factories';
import { sessionStore } from '@platform/shared/session';
import { currentUrl, renderApp } from '../../../../test/render';
import { makeReportGroup, meBody, page } from '../../../../test/factories';

const toasts = collectEvents('toast');

beforeEach(() => act(() => sessionStore.getState().signIn(makeUser({ id: 9 }))));
afterEach(() => act(() => sessionStore.getState().signOut()));

describe('the reports inbox', () => {
  it('dismisses a question with a reason the contract accepts, and asks the inbox again', async () => {
    let dismissed = false;
    const { fetchMock, calls } = mockApi({
      '/studio/me': () => ok(meBody([{ role: 'reviewer' }])),
      '/subjectname': () => ok({ data: [{ id: 1, slug: 'matematika', name: 'Matematika', color: '#00f', image: null }] }),
      '/studio/reports': () => ok(page(dismissed ? [] : [makeReportGroup()])),
      '/studio/reports/41/dismiss': () => {
        dismissed = true;
        return ok({ data: { question_id: 41, dismissed: 3 } });
      },
    });
    renderApp('/studio/reports');
    const card = await screen.findByTestId('report-group');
    expect(within(card).getByRole('heading', { level: 2, name: 'matematika/kasrlar/007' })).toBeInTheDocument();
    expect(within(card).getByText('3 ta xabar')).toBeInTheDocument();
    expect(within(card).getByText('Javob xato: 3')).toBeInTheDocument();
    expect(within(card).getByText('Kalit xato')).toBeInTheDocument();

    fireEvent.click(within(card).getByRole('button', { name: 'Yopish' }));
    const reason = within(card).getByRole('textbox', { name: /Yopish sababi/ });
    fireEvent.change(reason, { target: { value: 'ok' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Yopish' }));
    expect(await within(card).findByText('Sababni yozing: kamida 3 ta belgi')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/studio/reports/41/dismiss')).toEqual([]);

    fireEvent.change(reason, { target: { value: '  Kalit toʻgʻri, tekshirildi ' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Yopish' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', message: '3 ta xabar yopildi' }]));
    expect(bodiesOf(fetchMock, '/studio/reports/41/dismiss')).toEqual([{ reason: 'Kalit toʻgʻri, tekshirildi' }]);
    expect(await screen.findByText('Ochiq shikoyat yoʻq.')).toBeInTheDocument();
    expect(calls('/studio/reports')).toHaveLength(2);
  });

  it('keeps the status and the subject in the URL', async () => {
    const { calls } = mockApi({
      '/studio/me': () => ok(meBody([{ role: 'editor' }])),
      '/subjectname': () => ok({ data: [{ id: 1, slug: 'matematika', name: 'Matematika', color: '#00f', image: null }] }),
      '/studio/reports': () => ok(page([])),
    });
    renderApp('/studio/reports?page=3');
    fireEvent.click(await screen.findByRole('tab', { name: 'Yopilgan' }));
    await waitFor(() => expect(currentUrl().search).toBe('?status=dismissed'));
    fireEvent.change(await screen.findByRole('combobox', { name: 'Fan' }), { target: { value: '1' } });
    await waitFor(() => expect(calls('/studio/reports').at(-1)?.searchParams.get('subject_id')).toBe('1'));
    expect(calls('/studio/reports').at(-1)?.searchParams.get('status')).toBe('dismissed');
  });
});

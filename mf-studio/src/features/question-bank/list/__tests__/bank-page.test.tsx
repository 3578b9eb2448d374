import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, ok } from '@platform/shared/test-utils';
import { makeUser } from '@platform/shared/test-factories';
import { sessionStore } from '@platform/shared/session';
import type { BankRow } from '@platform/shared/studio';
import { currentUrl, renderApp } from '../../../../test/render';
import { meBody, page } from '../../../../test/factories';

beforeEach(() => act(() => sessionStore.getState().signIn(makeUser({ id: 9 }))));
afterEach(() => act(() => sessionStore.getState().signOut()));

const row = (overrides: Partial<BankRow> = {}): BankRow => ({
  subject_id: 1,
  topic: 'kasrlar',
  key: 'kasr-007',
  status: 'draft',
  version: 2,
  difficulty: 2,
  text_uz: 'Kasrni qisqartiring: $\\frac{6}{8}$',
  text_ru: '',
  missing: ['ru'],
  open_reports: 3,
  draft_id: 5,
  updated_at: 1_764_300_000,
  ...overrides,
});

describe('the question bank list', () => {
  it('shows the rows with their editor links and puts every filter in the URL and the query', async () => {
    const { calls } = mockApi({
      '/studio/me': () => ok(meBody([{ role: 'editor' }])),
      '/subjectname': () => ok({ data: [{ id: 1, slug: 'matematika', name: 'Matematika', color: '#00f', image: null }] }),
      '/studio/questions': () => ok(page([row()])),
    });
    renderApp('/studio/bank?page=2');
    const table = await screen.findByTestId('bank-table');
    expect(within(table).getByRole('link', { name: 'kasrlar/kasr-007' })).toHaveAttribute('href', '/studio/bank/1/kasrlar/kasr-007');
    expect(within(table).getByText('Qoralama · v2')).toBeInTheDocument();
    expect(within(table).getByText('ruscha')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Yangi savol' })).toHaveAttribute('href', '/studio/bank/new');
    expect(calls('/studio/questions')[0]?.searchParams.get('page')).toBe('2');

    fireEvent.change(screen.getByRole('combobox', { name: 'Fan' }), { target: { value: '1' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Qiyinlik' }), { target: { value: '3' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Holat' }), { target: { value: 'in_review' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Til boʻshligʻi' }), { target: { value: 'ru' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Shikoyatlar' }), { target: { value: 'open' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Mavzu/ }), { target: { value: ' Kasrlar ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Qoʻllash' }));
    await waitFor(() => expect(currentUrl().search).toBe('?subject=1&difficulty=3&status=in_review&missing=ru&reports=open&topic=kasrlar'));
    await waitFor(() => expect(calls('/studio/questions').at(-1)?.searchParams.get('topic')).toBe('kasrlar'));
    const last = calls('/studio/questions').at(-1)?.searchParams;
    expect(Object.fromEntries(last ?? [])).toEqual({
      page: '1',
      size: '20',
      subject_id: '1',
      difficulty: '3',
      status: 'in_review',
      missing: 'ru',
      reports: 'open',
      topic: 'kasrlar',
    });
  });
});

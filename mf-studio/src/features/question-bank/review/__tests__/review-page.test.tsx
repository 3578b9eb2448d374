import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bodiesOf, collectEvents, fail, mockApi, ok } from '@platform/shared/test-utils';
import { makeUser } from '@platform/shared/test-factories';
import { sessionStore } from '@platform/shared/session';
import { loadMath } from '@platform/shared/math';
import { renderApp } from '../../../../test/render';
import { meBody, page } from '../../../../test/factories';

const toasts = collectEvents('toast');

beforeAll(() => loadMath());
beforeEach(() => act(() => sessionStore.getState().signIn(makeUser({ id: 9 }))));
afterEach(() => act(() => sessionStore.getState().signOut()));

const lang = (text: string) => ({ text, options: ['3/4', '1/2', '2/3', '1/4'], explanation: 'Umumiy maxraj 4' });
const item = (text: string, answer = 'A') => ({ id: 'kasr-007', difficulty: 2, answer, uz: lang(text), ru: lang('Вычислите') });
const row = {
  subject_id: 1,
  topic: 'kasrlar',
  key: 'kasr-007',
  status: 'in_review',
  version: 2,
  difficulty: 2,
  text_uz: 'Hisoblang',
  text_ru: 'Вычислите',
  missing: [],
  open_reports: 0,
  draft_id: 77,
  updated_at: 1_764_300_000,
};
const draft = (status: string, reject_reason: string | null = null) => ({
  id: 77,
  subject_id: 1,
  topic: 'kasrlar',
  key: 'kasr-007',
  version: 2,
  status,
  item: item('Hisoblang: $\\frac{1}{2}$', 'B'),
  author_id: 5,
  writer_ids: [5],
  reviewer_id: null,
  reject_reason,
  created_at: 1_764_300_000,
  updated_at: 1_764_300_000,
});

describe('the review queue', () => {
  it('shows what a draft changes, shows the own-approval refusal, and rejects with a reason', async () => {
    const approve = fail(409, 'Oʻzingiz yozgan savolni tasdiqlay olmaysiz', 'OWN_DRAFT_APPROVAL');
    const { fetchMock, calls } = mockApi({
      '/studio/me': () => ok(meBody([{ role: 'reviewer' }])),
      '/studio/questions': () => ok(page([row])),
      '/studio/questions/1/kasrlar/kasr-007': () =>
        ok({
          data: {
            subject_id: 1,
            topic: 'kasrlar',
            key: 'kasr-007',
            published: { version: 1, question_ids: { uz: 3, ru: 4 }, item: item('Hisoblang') },
            draft: draft('in_review'),
          },
        }),
      '/studio/questions/drafts/77/approve': () => approve,
      '/studio/questions/drafts/77/reject': () => ok({ data: draft('draft', 'Kalit xato') }),
    });
    renderApp('/studio/review');
    const card = await screen.findByTestId('review-item');
    expect(calls('/studio/questions')[0]?.searchParams.get('status')).toBe('in_review');
    const diff = await within(card).findByTestId('item-diff');
    expect([...diff.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['answer', 'uz.text']);
    expect(
      within(diff)
        .getByText(/Hisoblang:/)
        .querySelector('math'),
    ).not.toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: 'Tasdiqlash' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Oʻzingiz yozgan savolni tasdiqlay olmaysiz');

    fireEvent.click(within(card).getByRole('button', { name: 'Qaytarish' }));
    fireEvent.change(within(card).getByRole('textbox', { name: /Qaytarish sababi/ }), { target: { value: 'no' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Qaytarish' }));
    expect(await within(card).findByText('Sababni yozing: kamida 3 ta belgi')).toBeInTheDocument();
    fireEvent.change(within(card).getByRole('textbox', { name: /Qaytarish sababi/ }), { target: { value: ' Kalit xato ' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Qaytarish' }));
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', message: 'Savol muallifga qaytarildi' }));
    expect(bodiesOf(fetchMock, '/studio/questions/drafts/77/reject')).toEqual([{ reason: 'Kalit xato' }]);
    expect(calls('/studio/questions').length).toBeGreaterThan(1);
  });
});

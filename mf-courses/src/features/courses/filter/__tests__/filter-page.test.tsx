import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok } from '@platform/shared/test-utils';
import { courseCards, coursePage, teacherCard, teacherPage } from '../../../../test/factories';
import { currentUrl, renderApp } from '../../../../test/render';

const CATEGORIES = {
  data: [
    { id: 1, name: 'DTMga tayyorgarlik' },
    { id: 4, name: 'Chet tillari' },
  ],
};

function api(total = 30) {
  return mockApi({
    '/category-course/select': () => ok(CATEGORIES),
    '/teacher-course/view': (url) => {
      const page = Number(url.searchParams.get('page'));
      const first = (page - 1) * 24 + 1;
      return ok(coursePage(courseCards(Math.max(0, Math.min(24, total - first + 1)), first), page, total));
    },
    '/teacher/view': () => ok(teacherPage([teacherCard()])),
  });
}

describe('/kurslar/filter', () => {
  it('sends the URL state as the api query: both methods send no type, popular sorts by rating, categories as ids', async () => {
    const { calls } = api();
    renderApp('/kurslar/filter?search=python&method=both&sort=popular&categoryIds=4,1');
    expect(await screen.findByText('Topildi: 30')).toBeInTheDocument();
    const query = Object.fromEntries(calls('/teacher-course/view')[0].searchParams);
    expect(query).toEqual({ search: 'python', category_id: '1,4', sort_by_rating: 'desc', page: '1' });
  });

  it('premium and new map to type=premium and sort_by_created_at=desc', async () => {
    const { calls } = api();
    renderApp('/kurslar/filter?method=premium&sort=new');
    await screen.findByText('Topildi: 30');
    const query = Object.fromEntries(calls('/teacher-course/view')[0].searchParams);
    expect(query).toEqual({ type: 'premium', sort_by_created_at: 'desc', page: '1' });
  });

  it('the course language: all (the default) sends no language, whatever the interface language; a choice is in the URL', async () => {
    const user = userEvent.setup();
    const { calls } = api();
    renderApp('/kurslar/filter?language=ru');
    await screen.findByText('Topildi: 30');
    expect(calls('/teacher-course/view')[0].searchParams.get('language')).toBe('ru');
    expect(screen.getByRole('radio', { name: 'Rus tilida' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Oʻzbek tilida' }));
    await waitFor(() => expect(currentUrl().search).toBe('?language=uz'));
    await waitFor(() => expect(calls('/teacher-course/view').at(-1)?.searchParams.get('language')).toBe('uz'));
    const group = screen.getByRole('group', { name: 'Kurs tili' });
    await user.click(within(group).getByRole('radio', { name: 'Barchasi' }));
    await waitFor(() => expect(currentUrl().search).toBe(''));
    expect(calls('/teacher-course/view').at(-1)?.searchParams.has('language')).toBe(false);
  });

  it('a filter change writes the URL as a new entry and asks the api again', async () => {
    const user = userEvent.setup();
    const { calls } = api();
    renderApp('/kurslar/filter');
    await screen.findByText('Topildi: 30');
    await user.click(screen.getByRole('radio', { name: 'Bepul' }));
    await waitFor(() => expect(currentUrl().search).toBe('?method=free'));
    await user.click(screen.getByRole('checkbox', { name: 'Chet tillari' }));
    await waitFor(() => expect(currentUrl().search).toBe('?method=free&categoryIds=4'));
    await waitFor(() => expect(calls('/teacher-course/view').at(-1)?.searchParams.get('category_id')).toBe('4'));
    expect(calls('/teacher-course/view').at(-1)?.searchParams.get('type')).toBe('free');
  });

  it('loads more while a next page exists, then the button goes', async () => {
    const user = userEvent.setup();
    const { calls } = api(30);
    renderApp('/kurslar/filter');
    expect(await screen.findAllByRole('link', { name: /^Kurs \d+$/ })).toHaveLength(24);
    await user.click(screen.getByRole('button', { name: 'Yana koʻrsatish' }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Kurs \d+$/ })).toHaveLength(30));
    expect(calls('/teacher-course/view').map((u) => u.searchParams.get('page'))).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Yana koʻrsatish' })).not.toBeInTheDocument();
  });

  it('shows skeletons while loading and "information not found" for an empty answer', async () => {
    api(0);
    renderApp('/kurslar/filter?search=zzz');
    expect(screen.getAllByTestId('course-card-skeleton').length).toBeGreaterThan(0);
    expect(await screen.findByText('Maʼlumot topilmadi')).toBeInTheDocument();
  });

  it('the teachers view lists teachers from /teacher/view with the search', async () => {
    const { calls } = api();
    renderApp('/kurslar/filter?type=teachers&search=sardor');
    expect(await screen.findByRole('link', { name: 'Sardor Rahimov' })).toHaveAttribute('href', '/ustoz/sardor-rahimov');
    expect(Object.fromEntries(calls('/teacher/view')[0].searchParams)).toEqual({ search: 'sardor', page: '1' });
    expect(calls('/teacher-course/view')).toHaveLength(0);
    // course-only filters are not offered for teachers
    expect(screen.queryByRole('group', { name: 'Kurs turi' })).not.toBeInTheDocument();
  });

  it('search is debounced 500 ms and replaces the history entry', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      api();
      renderApp('/kurslar/filter');
      await screen.findByText('Topildi: 30');
      await user.type(screen.getByRole('searchbox', { name: 'Qidirish' }), 'fizika');
      act(() => jest.advanceTimersByTime(400));
      expect(currentUrl().search).toBe('');
      act(() => jest.advanceTimersByTime(150));
      await waitFor(() => expect(currentUrl().search).toBe('?search=fizika'));
    } finally {
      jest.useRealTimers();
    }
  });
});

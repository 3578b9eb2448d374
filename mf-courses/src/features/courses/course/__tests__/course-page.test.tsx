import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { sessionStore } from '@platform/shared/session';
import { bodiesOf, collectEvents, fail, mockApi, ok } from '@platform/shared/test-utils';
import { courseDetail } from '../../../../test/factories';
import { renderApp } from '../../../../test/render';
import { clampText } from '../components/course-description';

const toasts = collectEvents('toast');

function signIn() {
  act(() =>
    sessionStore.getState().signIn({
      id: 7,
      name: 'Ali',
      last_name: 'Valiyev',
      phone: '+998901234567',
      premium: false,
    } as never),
  );
}

afterEach(() => act(() => sessionStore.getState().signOut()));

describe('/kurslar/{slug}', () => {
  it('shows the course: teacher link, rating with its count, date, the discounted price in space-grouped so‘m with PRO, lessons with durations', async () => {
    mockApi({ '/teacher-course/course': () => ok({ data: courseDetail() }) });
    renderApp('/kurslar/matematika-dtm-toliq-kurs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Matematika: DTM uchun toʻliq kurs' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Sardor Rahimov/ })).toHaveAttribute('href', '/ustoz/sardor-rahimov');
    expect(screen.getByText('Reyting: 4,9 / 5')).toBeInTheDocument();
    expect(screen.getByText('(956 ta baho)')).toBeInTheDocument();
    expect(screen.getByText('09.10.2025')).toBeInTheDocument();
    // 449 000 less 25 % = 336 750
    expect(screen.getByText('336 750 soʻm')).toBeInTheDocument();
    expect(screen.getByText('449 000')).toBeInTheDocument();
    expect(screen.getByText('-25%')).toBeInTheDocument();
    expect(screen.getAllByText('PRO').length).toBeGreaterThan(0);
    const lessons = within(screen.getByRole('list', { name: '' }).closest('section')!).getAllByRole('listitem');
    expect(lessons.map((li) => li.textContent)).toEqual(['1Sonlar va amallar10 daq', '2Tenglamalar va tengsizliklar22 daq']);
    expect(screen.getByText('2 ta dars, jami 32 daq')).toBeInTheDocument();
  });

  it('a free course says free, without a price', async () => {
    mockApi({ '/teacher-course/course': () => ok({ data: courseDetail({ type: 'free', price: 0, discount_percent: 0 }) }) });
    renderApp('/kurslar/x');
    expect(await screen.findByText('Bepul')).toBeInTheDocument();
    expect(screen.queryByText(/soʻm/)).not.toBeInTheDocument();
  });

  it('collapses a description longer than 300 characters, with show more and show less', async () => {
    const user = userEvent.setup();
    const text = courseDetail().description;
    expect(text.length).toBeGreaterThan(300);
    mockApi({ '/teacher-course/course': () => ok({ data: courseDetail() }) });
    renderApp('/kurslar/x');
    const more = await screen.findByRole('button', { name: 'Koʻproq koʻrsatish' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(clampText(text))).toBeInTheDocument();
    expect(clampText(text).length).toBeLessThanOrEqual(301);
    await user.click(more);
    expect(screen.getByText(text)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kamroq koʻrsatish' }));
    expect(screen.getByText(clampText(text))).toBeInTheDocument();
  });

  it('a short description has no toggle', async () => {
    mockApi({ '/teacher-course/course': () => ok({ data: courseDetail({ description: 'Qisqa tavsif. Ikki gap.' }) }) });
    renderApp('/kurslar/x');
    expect(await screen.findByText('Qisqa tavsif. Ikki gap.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Koʻproq koʻrsatish' })).not.toBeInTheDocument();
  });

  it('signed out, save only says to register, and calls nothing', async () => {
    const user = userEvent.setup();
    act(() => sessionStore.getState().signOut());
    const { fetchMock } = mockApi({ '/teacher-course/course': () => ok({ data: courseDetail() }) });
    renderApp('/kurslar/x');
    await user.click(await screen.findByRole('button', { name: 'Kursni saqlash' }));
    expect(toasts).toEqual([{ kind: 'info', message: 'Kurslarni saqlash uchun roʻyxatdan oʻting' }]);
    expect(bodiesOf(fetchMock, '/teacher-course/save-course')).toEqual([]);
  });

  it('signed in, save adds and then removes, the flag flipping when the api agrees', async () => {
    const user = userEvent.setup();
    signIn();
    const { fetchMock } = mockApi({
      '/teacher-course/course': () => ok({ data: courseDetail() }),
      '/teacher-course/save-course': async () => ok({ data: { id: 1, is_saved: true } }),
    });
    renderApp('/kurslar/x');
    await user.click(await screen.findByRole('button', { name: 'Kursni saqlash' }));
    const saved = await screen.findByRole('button', { name: 'Saqlangan' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    expect(bodiesOf(fetchMock, '/teacher-course/save-course')).toEqual([{ teacher_course_id: 1, action: 'add' }]);
    expect(toasts).toContainEqual({ kind: 'success', message: 'Kurs saqlandi' });
    mockApi({
      '/teacher-course/course': () => ok({ data: courseDetail({ is_saved: true }) }),
      '/teacher-course/save-course': async () => ok({ data: { id: 1, is_saved: false } }),
    });
    await user.click(saved);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Kursni saqlash' })).toHaveAttribute('aria-pressed', 'false'));
  });

  it('an unknown course shows "not found" with the way back', async () => {
    mockApi({ '/teacher-course/course': () => fail(404, 'Kurs topilmadi', 'COURSE_NOT_FOUND') });
    renderApp('/kurslar/yoq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kurs topilmadi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kurslarga qaytish' })).toHaveAttribute('href', '/kurslar');
  });
});

describe('clampText', () => {
  it('keeps short texts and cuts long ones at a word boundary within 300 characters', () => {
    expect(clampText('a b c')).toBe('a b c');
    const long = 'so‘z '.repeat(100);
    const cut = clampText(long);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(301);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
  });
});

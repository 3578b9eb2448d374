import { act, screen, waitFor, within } from '@testing-library/react';
import { changeLocale } from '@platform/shared/i18n';
import { publishRouteAvailability } from '@platform/shared/routes';
import { fail, mockApi, never, ok, type Handler } from '@platform/shared/test-utils';
import { makeCourse, makeResult, renderResults, setSession } from '../../../../test/results-kit';

const RECOMMENDED = '/teacher-course/recommended-courses';
const LOADING = 'Tavsiya etilgan kurslar yuklanmoqda';

function mockResultWith(recommended: Handler, result = makeResult()) {
  return mockApi({ '/myresult': () => ok({ data: result }), [RECOMMENDED]: recommended });
}

/** The result has rendered and the recommendation request has been answered. */
async function settled(calls: (path: string) => URL[]) {
  expect(await screen.findByTestId('result-correct')).toBeInTheDocument();
  await waitFor(() => expect(calls(RECOMMENDED)).toHaveLength(1));
  await waitFor(() => expect(screen.queryByText(LOADING)).not.toBeInTheDocument());
}

beforeEach(() => localStorage.clear());
afterEach(() => setSession('unknown'));

describe('recommended courses on the result page', () => {
  beforeEach(() => setSession('user'));

  it('shows the cards without links while the courses section is not deployed (issue 11)', async () => {
    publishRouteAvailability([['/kurslar/:slug', false]]);
    try {
      mockResultWith(() => ok({ data: [makeCourse()] }));
      renderResults('/natijalar/42');
      const section = await screen.findByRole('region', { name: 'Tavsiya etilgan kurslar' });
      expect(within(section).getByRole('heading', { level: 3, name: 'Algebra asoslari' })).toBeInTheDocument();
      expect(within(section).queryByRole('link')).not.toBeInTheDocument();
    } finally {
      act(() => publishRouteAvailability([]));
    }
  });

  it('shows the courses of the ticket as cards linking to their pages', async () => {
    const { calls } = mockResultWith(() =>
      ok({
        data: [
          makeCourse(),
          makeCourse({
            id: 2,
            slug: 'geometriya-bepul',
            name: 'Geometriya: bepul kurs',
            type: 'free',
            price: 0,
            discount_percent: 0,
            lesson_count: 1,
            rating: 4.25,
            subject_name: null,
            teacher: { slug: 'akmal', full_name: 'Akmal Tursunov', image: { small: '/media/teachers/akmal.webp' } },
          }),
          makeCourse({ id: 3, slug: 'tenglamalar', name: 'Tenglamalar', price: 1_250_000, discount_percent: 0, rating: 0 }),
        ],
      }),
    );
    renderResults('/natijalar/42');

    const section = await screen.findByRole('region', { name: 'Tavsiya etilgan kurslar' });
    expect(calls(RECOMMENDED)).toHaveLength(1);
    expect(calls(RECOMMENDED)[0].searchParams.get('ticket_id')).toBe('42');
    // the result is still all there
    expect(screen.getByTestId('result-correct')).toHaveTextContent(/^7$/);

    const cards = within(section).getAllByTestId('recommended-course');
    expect(cards).toHaveLength(3);
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Algebra asoslari', '/kurslar/algebra-asoslari'],
      ['Geometriya: bepul kurs', '/kurslar/geometriya-bepul'],
      ['Tenglamalar', '/kurslar/tenglamalar'],
    ]);
    expect(within(section).getByRole('heading', { level: 3, name: 'Algebra asoslari' })).toBeInTheDocument();

    // a discounted course: the price paid, the original struck through (and said so), the badge
    const algebra = within(cards[0]);
    expect(algebra.getByText('Matematika')).toBeInTheDocument();
    expect(algebra.getByText('Dilnoza Rahimova')).toBeInTheDocument();
    expect(algebra.getByText('24 ta dars')).toBeInTheDocument();
    expect(algebra.getByText('4.8')).toBeInTheDocument();
    expect(algebra.getByText('Reyting: 4.8 / 5')).toBeInTheDocument();
    expect(algebra.getByTestId('course-price')).toHaveTextContent('400 000 soʻm');
    expect(cards[0].querySelector('s')).toHaveTextContent(/^Chegirmasiz narx: 500 000 soʻm$/);
    expect(algebra.getByText('-20%')).toBeInTheDocument();
    expect(algebra.getByText('20 % chegirma')).toBeInTheDocument();

    // cover and avatar: lazy, decorative (the name is beside them), with a size against layout shift
    const [cover, avatar] = Array.from(cards[0].querySelectorAll('img'));
    expect(cover).toHaveAttribute('src', '/media/courses/algebra-small.webp');
    expect(cover).toHaveAttribute('alt', '');
    expect(cover).toHaveAttribute('loading', 'lazy');
    expect(cover).toHaveAttribute('width', '320');
    expect(cover).toHaveAttribute('height', '180');
    expect(avatar).toHaveAttribute('src', '/media/teachers/dilnoza.webp');
    expect(avatar).toHaveAttribute('alt', '');

    // a free course: "Bepul", no struck price; no subject line when the course has none
    const geometry = within(cards[1]);
    expect(geometry.getByText('Bepul')).toBeInTheDocument();
    expect(cards[1].querySelector('s')).toBeNull();
    expect(geometry.getByText('Akmal Tursunov')).toBeInTheDocument();
    expect(geometry.getByText('1 ta dars')).toBeInTheDocument();
    expect(geometry.getByText('4.3')).toBeInTheDocument();
    expect(geometry.queryByText('Matematika')).not.toBeInTheDocument();

    // no discount: only the price; no rating yet: no star
    const equations = within(cards[2]);
    expect(equations.getByTestId('course-price')).toHaveTextContent('1 250 000 soʻm');
    expect(cards[2].querySelector('s')).toBeNull();
    expect(equations.queryByText(/chegirma/)).not.toBeInTheDocument();
    expect(equations.queryByText(/Reyting/)).not.toBeInTheDocument();
  });

  it('says a fully discounted paid course is free, with the original price struck through', async () => {
    mockResultWith(() => ok({ data: [makeCourse({ id: 2, slug: 'sovga', name: "Sovg'a kurs", price: 300_000, discount_percent: 100 })] }));
    renderResults('/natijalar/42');
    const [card] = await screen.findAllByTestId('recommended-course');
    expect(within(card).getByTestId('course-price')).toHaveTextContent('Bepul');
    expect(card.querySelector('s')).toHaveTextContent(/^Chegirmasiz narx: 300 000 soʻm$/);
    expect(within(card).getByText('-100%')).toBeInTheDocument();
  });

  it('shows at most four courses', async () => {
    mockResultWith(() => ok({ data: Array.from({ length: 6 }, (_, i) => makeCourse({ id: i + 1, slug: `kurs-${i + 1}` })) }));
    renderResults('/natijalar/42');
    expect(await screen.findAllByTestId('recommended-course')).toHaveLength(4);
  });

  it('shows four skeleton cards in a labelled loading region while the courses load', async () => {
    const { calls } = mockResultWith(never);
    renderResults('/natijalar/42');
    expect(await screen.findByTestId('result-correct')).toBeInTheDocument();
    const loading = (await screen.findByText(LOADING)).closest<HTMLElement>('[role="status"]');
    if (!loading) throw new Error('the loading label is not inside a status region');
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(within(loading).getAllByTestId('recommended-course-skeleton')).toHaveLength(4);
    expect(within(loading).getAllByTestId('skeleton').length).toBeGreaterThanOrEqual(4);
    expect(screen.queryByRole('region', { name: 'Tavsiya etilgan kurslar' })).not.toBeInTheDocument();
    expect(calls(RECOMMENDED)[0].searchParams.get('ticket_id')).toBe('42');
  });

  it('renders nothing for an empty list, and the result page is unchanged', async () => {
    const { calls } = mockResultWith(() => ok({ data: [] }));
    renderResults('/natijalar/42');
    await settled(calls);
    expect(screen.queryByText('Tavsiya etilgan kurslar')).not.toBeInTheDocument();
    expect(screen.queryByTestId('recommended-course')).not.toBeInTheDocument();
    expect(screen.queryAllByTestId('skeleton')).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'Savollar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tekshirish' })).toBeInTheDocument();
  });

  it.each([
    ['a server error', () => fail(500, 'Server xatosi', 'INTERNAL')],
    ['a forbidden ticket', () => fail(403, 'Ruxsat yoʻq', 'FORBIDDEN')],
    ['an answer of another shape', () => ok({ data: [{ id: 'x' }] })],
  ])('renders nothing on %s: no error shown, the result still there', async (_case, handler) => {
    const { calls } = mockResultWith(handler);
    renderResults('/natijalar/42');
    await settled(calls);
    expect(screen.queryByText('Tavsiya etilgan kurslar')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Server xatosi')).not.toBeInTheDocument();
    expect(screen.getByTestId('result-score')).toHaveTextContent('7 / 10');
    expect(screen.getByRole('region', { name: 'Savollar' })).toBeInTheDocument();
  });

  it('asks only once the finished result is there: not for a missing or an unfinished ticket', async () => {
    const missing = mockApi({ '/myresult': () => fail(404, 'Topilmadi', 'NOT_FOUND'), [RECOMMENDED]: () => ok({ data: [makeCourse()] }) });
    const first = renderResults('/natijalar/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Natija topilmadi' })).toBeInTheDocument();
    expect(missing.calls(RECOMMENDED)).toHaveLength(0);
    first.unmount();

    const active = mockResultWith(() => ok({ data: [makeCourse()] }), makeResult({ status: 'active', finished_at: null }));
    renderResults('/natijalar/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bu test hali yakunlanmagan' })).toBeInTheDocument();
    expect(active.calls(RECOMMENDED)).toHaveLength(0);
    expect(screen.queryByTestId('recommended-course')).not.toBeInTheDocument();
  });

  it('is shown to the guest who took the test, above the sign-in panel', async () => {
    setSession('guest');
    const { calls } = mockResultWith(() => ok({ data: [makeCourse()] }));
    renderResults('/natijalar/42');
    const section = await screen.findByRole('region', { name: 'Tavsiya etilgan kurslar' });
    const panel = screen.getByTestId('result-guest-panel');
    expect(section.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(calls(RECOMMENDED)[0].searchParams.get('ticket_id')).toBe('42');
  });
});

describe('recommended courses in Russian', () => {
  beforeEach(() => setSession('user'));
  afterEach(async () => {
    await act(() => changeLocale('uz'));
  });

  it('uses the Russian plural forms of lessons and Russian prices', async () => {
    await act(() => changeLocale('ru'));
    const counts = [1, 3, 5, 21, 24, 11];
    mockResultWith(() =>
      ok({
        data: [
          ...counts.slice(0, 3).map((lesson_count, i) => makeCourse({ id: i + 1, slug: `kurs-${i + 1}`, lesson_count })),
          makeCourse({ id: 4, slug: 'kurs-4', type: 'free', price: 0, discount_percent: 0, lesson_count: counts[3] }),
        ],
      }),
    );
    const view = renderResults('/natijalar/42');
    const section = await screen.findByRole('region', { name: 'Рекомендуемые курсы' });
    expect(within(section).getByText('1 урок')).toBeInTheDocument();
    expect(within(section).getByText('3 урока')).toBeInTheDocument();
    expect(within(section).getByText('5 уроков')).toBeInTheDocument();
    expect(within(section).getByText('21 урок')).toBeInTheDocument();
    expect(within(section).getByText('Бесплатно')).toBeInTheDocument();
    expect(within(section).getAllByTestId('course-price')[0]).toHaveTextContent('400 000 сум');
    expect(section.querySelector('s')).toHaveTextContent(/^Цена без скидки: 500 000 сум$/);
    expect(within(section).getAllByText('Скидка 20 %')).toHaveLength(3);
    view.unmount();

    mockResultWith(() =>
      ok({ data: counts.slice(4).map((lesson_count, i) => makeCourse({ id: i + 1, slug: `kurs-${i + 1}`, lesson_count })) }),
    );
    renderResults('/natijalar/42');
    const again = await screen.findByRole('region', { name: 'Рекомендуемые курсы' });
    expect(within(again).getByText('24 урока')).toBeInTheDocument();
    expect(within(again).getByText('11 уроков')).toBeInTheDocument();
  });
});

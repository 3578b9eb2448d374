import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockApi, ok } from '@platform/shared/test-utils';
import { CREATED_AT, makeProfile, makeProgress, renderProfile, setSession } from './helpers';

const DAY = 86_400;

function setup(progress: () => ReturnType<typeof ok>) {
  return mockApi({
    '/profile/view': () => ok({ data: makeProfile() }),
    '/profile/statistics': () => ok({ data: [] }),
    '/profile/result': () => ok({ data: [] }),
    '/applications': () => ok({ data: [] }),
    '/profile/progress': progress,
  });
}

const TAKEN = makeProgress({
  exams: [
    {
      kind: 'dtm',
      max_ball: 189,
      results: [
        { id: 1, ball: 98.4, max_ball: 189, finished_at: CREATED_AT - 20 * DAY },
        { id: 2, ball: 150.2, max_ball: 189, finished_at: CREATED_AT - 10 * DAY },
        { id: 3, ball: 131, max_ball: 189, finished_at: CREATED_AT },
      ],
    },
    { kind: 'virtual', max_ball: 189, results: [] },
    { kind: 'block', max_ball: 93, results: [{ id: 9, ball: 62, max_ball: 93, finished_at: CREATED_AT }] },
    { kind: 'natcert', max_ball: 52, results: [] },
    { kind: 'autotest', max_ball: 20, results: [] },
  ],
  subjects: [
    { id: 4, slug: 'matematika', name: 'Matematika', correct: 8, total: 14, accuracy: 57 },
    { id: 5, slug: 'fizika', name: 'Fizika', correct: 9, total: 10, accuracy: 90 },
  ],
  weakest: [
    {
      subject_slug: 'matematika',
      subject_name: 'Matematika',
      topic: 'kasrlar',
      name: 'Kasrlar',
      correct: 1,
      total: 4,
      accuracy: 25,
      test_url: '/mavzuli-test/matematika/12-kasrlar',
    },
  ],
});

async function progressSection() {
  return (await screen.findByRole('heading', { name: 'Rivojlanish' })).closest('section') as HTMLElement;
}

beforeEach(() => setSession('user'));
afterEach(() => setSession('unknown'));

describe('progress on one’s own profile', () => {
  it('charts each exam kind taken with its maximum, a tab per kind, and a table of the results', async () => {
    setup(() => ok({ data: TAKEN }));
    renderProfile('/profile');
    const section = await progressSection();
    const chart = await within(section).findByRole('img', { name: 'DTM: oxirgi natija 131 / 189, eng yaxshisi 150,2' });
    expect(chart.querySelectorAll('circle')).toHaveLength(3);
    expect(section).toHaveTextContent('Eng yuqori ball: 189');
    const table = within(section).getByRole('table', { name: 'DTM natijalari' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('12.12.202398,4 / 189');

    const tabs = within(section).getByRole('tablist', { name: 'Imtihon turi' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['DTM', 'Blok test']);
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Blok test' }));
    expect(within(section).getByRole('img', { name: 'Blok test: oxirgi natija 62 / 93, eng yaxshisi 62' })).toBeInTheDocument();
    expect(section).toHaveTextContent('Eng yuqori ball: 93');
  });

  it('lists accuracy per subject and the weakest topics with a topic test and a review session of each', async () => {
    setup(() => ok({ data: TAKEN }));
    renderProfile('/profile');
    const section = await progressSection();
    const subjects = await within(section).findByTestId('progress-subjects');
    expect(
      within(subjects)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Matematika57% · 8/14', 'Fizika90% · 9/10']);
    expect(within(section).getByText('Soʻnggi 30 kun')).toBeInTheDocument();
    const weakest = within(section).getByTestId('progress-weakest');
    expect(weakest).toHaveTextContent('Matematika · 25% toʻgʻri (1/4)');
    expect(within(weakest).getByRole('link', { name: 'Kasrlar: mavzu testi' })).toHaveAttribute(
      'href',
      '/mavzuli-test/matematika/12-kasrlar',
    );
    expect(within(weakest).getByRole('link', { name: 'Kasrlar: takrorlash' })).toHaveAttribute(
      'href',
      '/takrorlash?subject=matematika&topic=kasrlar',
    );
  });

  it('one kind: no tabs; nothing yet: says so and offers a DTM', async () => {
    setup(() =>
      ok({
        data: makeProgress({
          exams: TAKEN.exams.map((e) => (e.kind === 'dtm' ? e : { ...e, results: [] })),
        }),
      }),
    );
    const { unmount } = renderProfile('/profile');
    const section = await progressSection();
    expect(await within(section).findByTestId('progress-chart-dtm')).toBeInTheDocument();
    expect(within(section).queryByRole('tablist')).toBeNull();
    unmount();

    setup(() => ok({ data: makeProgress() }));
    renderProfile('/profile');
    const empty = await progressSection();
    expect(await within(empty).findByText(/Hali imtihon natijalari yoʻq/)).toBeInTheDocument();
    expect(within(empty).getByRole('link', { name: 'DTM testini boshlash' })).toHaveAttribute('href', '/dtm');
    expect(empty).toHaveTextContent('Soʻnggi 30 kunda javoblar yoʻq');
    expect(empty).toHaveTextContent('Soʻnggi 30 kunda xato qilingan mavzular yoʻq.');
  });

  it('shows an error with a retry', async () => {
    setup(() => fail(500, 'Server xatosi'));
    renderProfile('/profile');
    const section = await progressSection();
    expect(await within(section).findByRole('alert')).toHaveTextContent('Server xatosi');
  });
});

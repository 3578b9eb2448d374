// The DTM start form against a fake api: a subject chosen in one dropdown is not offered in the
// other, bad input is refused by the contract's schema before any call, and an order answered
// `is_allowed: false` sends the learner to /pro (SPEC §4, §6).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addNamespace } from '@platform/shared/i18n';
import { sessionStore } from '@platform/shared/session';
import { makeUser } from '@platform/shared/test-factories';
import { bodiesOf, mockApi, ok, renderDataRouter } from '@platform/shared/test-utils';
import { dtmFormResponse } from '@platform/shared/exams';
import { EXAMS_NS } from '../../../lib/i18n';
import { ExamStartPage } from '../start/components/exam-start-page';
import uz from '../locales/uz.json';
import uzCyrl from '../locales/uz.json?uz-Cyrl';
import ru from '../locales/ru.json';

addNamespace(EXAMS_NS, { uz, 'uz-Cyrl': uzCyrl, ru });

const form = dtmFormResponse.parse({
  data: {
    year: 2025,
    language_id: 1,
    minutes: 180,
    mandatory: [
      { id: 1, name: 'Ona tili', question_count: 10, points: 1.1 },
      { id: 2, name: 'Matematika', question_count: 10, points: 1.1 },
      { id: 3, name: 'Oʻzbekiston tarixi', question_count: 10, points: 1.1 },
    ],
    pairs: [
      { blok1_id: 2, blok1_name: 'Matematika', blok2_id: 4, blok2_name: 'Fizika' },
      { blok1_id: 2, blok1_name: 'Matematika', blok2_id: 7, blok2_name: 'Ingliz tili' },
      { blok1_id: 4, blok1_name: 'Fizika', blok2_id: 2, blok2_name: 'Matematika' },
    ],
    subjects: [
      { id: 2, name: 'Matematika' },
      { id: 4, name: 'Fizika' },
    ],
    free_left: 1,
  },
});

function renderStart(
  order = ok({ data: { is_allowed: false, ticket_id: null } }),
  freeLeft: number | null = 1,
  kind: 'dtm' | 'virtual' | 'block' = 'dtm',
) {
  sessionStore.setState({ status: 'user', user: makeUser(), premium: false, locale: 'uz' });
  const api = mockApi({
    // Russian-medium: the mother tongue is Russian, and nothing can start yet (no rus-tili questions)
    '/exam/form': (url) =>
      ok(
        kind === 'block'
          ? // the block test's weights have no fixed subject: one block of the learner's choice
            { data: { ...form.data, minutes: 60, mandatory: [], pairs: [], subjects: form.data.subjects, free_left: null } }
          : url.searchParams.get('language_id') === '2'
            ? {
                data: {
                  ...form.data,
                  language_id: 2,
                  mandatory: [{ ...form.data.mandatory[0], id: 9, name: 'Rus tili' }, ...form.data.mandatory.slice(1)],
                  pairs: [],
                  subjects: [],
                },
              }
            : { data: { ...form.data, free_left: freeLeft } },
      ),
    '/exam/active': () => ok({ data: null }),
    '/exam/order': () => order,
  });
  renderDataRouter(
    [
      { path: '/dtm', element: <ExamStartPage kind="dtm" /> },
      { path: '/virtual', element: <ExamStartPage kind="virtual" /> },
      { path: '/blok-test', element: <ExamStartPage kind="block" /> },
      { path: '/pro', element: <p>Pro sahifasi</p> },
      { path: '/dtm/test', element: <p>Imtihon ekrani</p> },
    ],
    kind === 'block' ? '/blok-test' : `/${kind}`,
  );
  return api;
}

const options = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((o) => o.textContent);

describe('DTM start form', () => {
  it('hides a subject chosen in the other dropdown and offers only the pairs of the directions', async () => {
    renderStart();
    const first = await screen.findByLabelText(/1-blok fani/);
    const second = screen.getByLabelText(/2-blok fani/);
    expect(options(first)).toEqual(['Tanlang', 'Matematika', 'Fizika']);
    await userEvent.selectOptions(first, 'Matematika');
    expect(options(second)).toEqual(['Tanlang', 'Fizika', 'Ingliz tili']);
    await userEvent.selectOptions(second, 'Fizika');
    expect(options(first)).toEqual(['Tanlang', 'Matematika']);
  });

  it('refuses a missing block with the schema’s message, and sends nothing', async () => {
    const api = renderStart();
    await userEvent.click(await screen.findByRole('button', { name: 'Boshlash' }));
    expect(await screen.findAllByText('Blok fanini tanlang')).toHaveLength(2);
    expect(bodiesOf(api.fetchMock, '/exam/order')).toEqual([]);
  });

  it('goes to /pro when the order answers is_allowed: false', async () => {
    const api = renderStart();
    await userEvent.selectOptions(await screen.findByLabelText(/1-blok fani/), 'Matematika');
    await userEvent.selectOptions(screen.getByLabelText(/2-blok fani/), 'Fizika');
    await userEvent.click(screen.getByRole('button', { name: 'Boshlash' }));
    expect(await screen.findByText('Pro sahifasi')).toBeInTheDocument();
    expect(bodiesOf(api.fetchMock, '/exam/order')).toEqual([{ kind: 'dtm', language_id: 1, blok1_id: 2, blok2_id: 4 }]);
  });

  it('asks for the pairs of the chosen language; a language with none says so and the blocks are chosen again', async () => {
    const api = renderStart();
    await userEvent.selectOptions(await screen.findByLabelText(/1-blok fani/), 'Matematika');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/Test tili/), '2');
    expect(await screen.findByRole('status')).toHaveTextContent('Bu tilda hozircha boshlab boʻladigan fanlar yoʻq');
    expect(options(screen.getByLabelText(/1-blok fani/))).toEqual(['Tanlang']);
    expect(screen.getByText(/Rus tili: 10 ta savol/)).toBeInTheDocument();
    expect(api.calls('/exam/form').map((u) => u.searchParams.get('language_id'))).toEqual(['1', '2']);
    await userEvent.selectOptions(screen.getByLabelText(/Test tili/), '1');
    expect(await screen.findByText(/Ona tili: 10 ta savol/)).toBeInTheDocument();
    expect((screen.getByLabelText(/1-blok fani/) as HTMLSelectElement).value).toBe('');
  });

  it('says the monthly free attempt is shared by DTM and virtual while one is left', async () => {
    renderStart(undefined, 1, 'virtual');
    expect(await screen.findByText('Bu oy qolgan bepul urinishlar: 1 (DTM va virtual test uchun umumiy)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Boshlash' })).toBeInTheDocument();
  });

  it('with no free attempt left, says why on the form and its button is «Pro bilan davom etish», going to /pro without an order', async () => {
    const api = renderStart(undefined, 0);
    const why = await screen.findByText(/^Bu oy uchun bepul urinish qolmadi/);
    expect(why).toHaveAttribute('role', 'status');
    expect(why).toHaveTextContent(
      'Bu oy uchun bepul urinish qolmadi: DTM va virtual test oylik bepul urinishlarni birgalikda ishlatadi. Yana topshirish uchun Pro obunasi kerak.',
    );
    expect(screen.queryByRole('button', { name: 'Boshlash' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pro bilan davom etish' }));
    expect(await screen.findByText('Pro sahifasi')).toBeInTheDocument();
    expect(bodiesOf(api.fetchMock, '/exam/order')).toEqual([]);
  });

  it('opens the exam screen when the order is allowed', async () => {
    renderStart(ok({ data: { is_allowed: true, ticket_id: 5 } }));
    await userEvent.selectOptions(await screen.findByLabelText(/1-blok fani/), 'Matematika');
    await userEvent.selectOptions(screen.getByLabelText(/2-blok fani/), 'Ingliz tili');
    await userEvent.click(screen.getByRole('button', { name: 'Boshlash' }));
    await waitFor(() => expect(screen.getByText('Imtihon ekrani')).toBeInTheDocument());
  });

  it('lists the mandatory subjects and the blocks under headings of their own', async () => {
    renderStart();
    const mandatory = await screen.findByRole('heading', { name: 'Majburiy fanlar' });
    expect(within(mandatory.nextElementSibling as HTMLElement).getAllByRole('listitem')).toHaveLength(3);
    const blocks = screen.getByRole('heading', { name: 'Blok fanlari' });
    expect(
      within(blocks.nextElementSibling as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1-blok fani: 30 ta savol × 3,1 ball', '2-blok fani: 30 ta savol × 2,1 ball']);
  });
});

describe('block test start form', () => {
  it('puts its block subject under a block heading, not under “Majburiy fanlar” (it has no mandatory subject)', async () => {
    renderStart(undefined, 1, 'block');
    const blocks = await screen.findByRole('heading', { name: 'Blok fani' });
    expect(
      within(blocks.nextElementSibling as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Blok fani: 30 ta savol × 3,1 ball']);
    expect(screen.queryByRole('heading', { name: 'Majburiy fanlar' })).toBeNull();
    expect(screen.getByText('Eng yuqori ball: 93')).toBeInTheDocument();
  });
});

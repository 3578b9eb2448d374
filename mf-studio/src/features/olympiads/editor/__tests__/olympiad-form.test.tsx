import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodiesOf, mockApi, ok, renderWithProviders } from '@platform/shared/test-utils';
import { emptyOlympiad } from '../../lib/form-values';
import { OlympiadForm } from '../components/olympiad-form';

const BANK = {
  data: [
    {
      slug: 'matematika',
      name: 'Matematika',
      topics: [
        { key: 'kasrlar', name: 'Kasrlar', counts: [3, 5, 2] },
        { key: 'foizlar', name: 'Foizlar', counts: [1, 1, 1] },
      ],
    },
  ],
};
const NOW = Date.parse('2026-11-29T10:00:00+05:00');

function setup(save = () => ok({ data: { id: 7, questions: 2 } })) {
  const api = mockApi({ '/studio/olympiads/bank': () => ok(BANK), '/studio/olympiads': save });
  const onSaved = jest.fn();
  renderWithProviders(<OlympiadForm id={null} initial={emptyOlympiad(NOW)} locked={false} onSaved={onSaved} onCancel={() => {}} />);
  return { api, onSaved };
}

async function fillNames() {
  await userEvent.type(screen.getByRole('textbox', { name: /Qisqa nom/ }), 'matematika-dekabr');
  // the olympiad's names, then its one combination's
  const [olympiadUz, courseUz] = screen.getAllByRole('textbox', { name: /^Nomi \(oʻzbekcha\)/ });
  const [olympiadRu, courseRu] = screen.getAllByRole('textbox', { name: /^Nomi \(ruscha\)/ });
  await userEvent.type(olympiadUz, 'Dekabr olimpiadasi');
  await userEvent.type(olympiadRu, 'Декабрьская олимпиада');
  await userEvent.type(courseUz, 'Aniq fanlar');
  await userEvent.type(courseRu, 'Точные науки');
}

describe('olympiad form (the file of `npm run olympiad -- create`)', () => {
  it('refuses an empty form with the contract’s own messages and sends nothing', async () => {
    const { api } = setup();
    await screen.findByRole('combobox', { name: /Fan/ });
    await userEvent.click(screen.getByRole('button', { name: 'Yaratish' }));
    expect(await screen.findAllByText('Nomini kiriting')).not.toHaveLength(0);
    expect(screen.getByText(/3–60 ta lotin kichik harfi/)).toBeInTheDocument();
    expect(bodiesOf(api.fetchMock, '/studio/olympiads')).toEqual([]);
  });

  it('picks questions by topic and difficulty with the bank’s counts, and sends the file', async () => {
    const { api, onSaved } = setup();
    await fillNames();
    const section = screen.getByRole('group', { name: '1-fan' });
    await userEvent.selectOptions(within(section).getByRole('combobox', { name: /Fan/ }), 'matematika');
    // all topics and levels: 13 questions; the default count 10 fits
    expect(within(section).getByText('Tanlanganlarda 13 ta savol bor')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('checkbox', { name: 'Kasrlar (3 · 5 · 2)' }));
    await userEvent.click(within(section).getByRole('checkbox', { name: 'Oson (3)' }));
    expect(within(section).getByText('Savollar yetmaydi: 3 ta bor')).toBeInTheDocument();
    const count = within(section).getByRole('spinbutton', { name: /Savollar soni/ });
    await userEvent.clear(count);
    await userEvent.type(count, '2');
    expect(within(section).getByText('Tanlanganlarda 3 ta savol bor')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Yaratish' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [body] = bodiesOf(api.fetchMock, '/studio/olympiads') as Record<string, unknown>[];
    expect(body).toMatchObject({
      slug: 'matematika-dekabr',
      name_uz: 'Dekabr olimpiadasi',
      starts_at: '2026-11-30T09:00:00+05:00',
      ends_at: '2026-11-30T12:00:00+05:00',
      required: [],
      courses: [{ minutes: 60, subjects: [{ subject: 'matematika', count: 2, points: 1, topics: ['kasrlar'], difficulty: [1] }] }],
    });
  });

  it('shows the api’s refusal under the field it names', async () => {
    setup(() => ({
      status: 400,
      body: {
        message: '«matematika» fanida tanlanganlardan 1 ta savol qoldi, 2 ta soʻralgan',
        code: 'VALIDATION_ERROR',
        field: 'courses.0.subjects.0.count',
      },
    }));
    await fillNames();
    const section = screen.getByRole('group', { name: '1-fan' });
    await userEvent.selectOptions(within(section).getByRole('combobox', { name: /Fan/ }), 'matematika');
    await userEvent.click(screen.getByRole('button', { name: 'Yaratish' }));
    const count = within(section).getByRole('spinbutton', { name: /Savollar soni/ });
    await waitFor(() => expect(count).toHaveAccessibleDescription(/1 ta savol qoldi, 2 ta soʻralgan/));
    expect(count).toHaveAttribute('aria-invalid', 'true');
  });
});

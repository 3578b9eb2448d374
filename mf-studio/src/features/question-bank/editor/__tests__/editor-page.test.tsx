import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bodiesOf, collectEvents, mockApi, ok, type MockReply } from '@platform/shared/test-utils';
import { makeUser } from '@platform/shared/test-factories';
import { loadMath } from '@platform/shared/math';
import { sessionStore } from '@platform/shared/session';
import { currentUrl, renderApp } from '../../../../test/render';
import { meBody } from '../../../../test/factories';

const toasts = collectEvents('toast');
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>';

beforeAll(() => loadMath());
beforeEach(() => act(() => sessionStore.getState().signIn(makeUser({ id: 9 }))));
afterEach(() => act(() => sessionStore.getState().signOut()));

const draft = (item: unknown, status = 'draft') => ({
  data: {
    id: 77,
    subject_id: 1,
    topic: 'kasrlar',
    key: 'kasr-900',
    version: 1,
    status,
    item,
    author_id: 9,
    writer_ids: [9],
    reviewer_id: null,
    reject_reason: null,
    created_at: 1_764_300_000,
    updated_at: 1_764_300_000,
  },
});

/** Types into a field; after a failed submit each change is checked again (asynchronously) by the schema. */
async function fill(label: RegExp | string, value: string, scope: HTMLElement = document.body) {
  await act(async () => {
    fireEvent.change(within(scope).getByRole('textbox', { name: label }), { target: { value } });
  });
}

describe('the bank item editor', () => {
  it('checks the item with the bank schema, shows the api’s refusals under their fields, saves and submits', async () => {
    let pictureReply: MockReply = { status: 400, body: { message: 'Rasm qabul qilinmadi: script', code: 'PICTURE_INVALID' } };
    let draftReply: MockReply = {
      status: 400,
      body: { message: 'x', code: 'ITEM_INVALID', errors: [{ path: 'item.ru.explanation', message: 'item.ru.explanation: juda qisqa' }] },
    };
    const { fetchMock } = mockApi({
      '/studio/me': () => ok(meBody([{ role: 'editor' }])),
      '/subjectname': () => ok({ data: [{ id: 1, slug: 'matematika', name: 'Matematika', color: '#00f', image: null }] }),
      '/studio/pictures': () => pictureReply,
      '/studio/questions/drafts': () => draftReply,
      '/studio/questions/drafts/77/submit': (): MockReply => ok(draft({}, 'in_review')),
      '/studio/questions/1/kasrlar/kasr-900': () =>
        ok({ data: { subject_id: 1, topic: 'kasrlar', key: 'kasr-900', published: null, draft: draft({}, 'in_review').data } }),
    });
    renderApp('/studio/bank/new');
    fireEvent.click(await screen.findByRole('button', { name: 'Tekshiruvga yuborish' }));
    expect((await screen.findAllByText('Toʻldiring')).length).toBeGreaterThan(5);
    expect(bodiesOf(fetchMock, '/studio/questions/drafts')).toEqual([]);

    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: /Fan/ }), { target: { value: '1' } });
    });
    await fill(/Mavzu/, 'kasrlar');
    await fill(/Kalit/, 'Kasr 900');
    const uz = screen.getByRole('group', { name: 'Oʻzbekcha' });
    const ru = screen.getByRole('group', { name: 'Ruscha' });
    await fill(/Savol matni/, 'Hisoblang: $\\frac{1}{2}+\\frac{1}{4}$', uz);
    for (const [i, o] of ['3/4', '1/2', '2/3', '1/4'].entries()) await fill(`${'ABCD'[i]} variant`, o, uz);
    await fill(/Izoh/, 'Umumiy maxraj 4', uz);
    await fill(/Savol matni/, 'Вычислите: $\\frac{1}{2}+\\frac{1}{4}$', ru);
    for (const [i, o] of ['3/4', '1/2', '2/3', '1/4'].entries()) await fill(`${'ABCD'[i]} variant`, o, ru);
    await fill(/Izoh/, 'Общий знаменатель 4', ru);
    fireEvent.click(screen.getByRole('button', { name: 'Tekshiruvga yuborish' }));
    expect(await screen.findByText('Faqat lotin kichik harflari, raqamlar va chiziqcha')).toBeInTheDocument();
    await fill(/Kalit/, 'kasr-900');

    // the file input speaks the studio's language, not the browser's, and names the chosen file
    expect(screen.getByLabelText('Rasm')).toHaveAccessibleDescription(/Fayl tanlanmagan/);
    const file = new File([SVG], 'shape.svg', { type: 'image/svg+xml' });
    fireEvent.change(screen.getByLabelText('Rasm'), { target: { files: [file] } });
    expect(await screen.findByText('Rasm qabul qilinmadi: script')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/studio/pictures')).toEqual([{ type: 'image/svg+xml', data: btoa(SVG) }]);
    pictureReply = ok({ data: { url: '/api/content-images/x.svg', svg: SVG, width: 10, height: 10 } });
    fireEvent.change(screen.getByLabelText('Rasm'), { target: { files: [file] } });
    expect(await screen.findByText('Rasm qoʻyilgan.')).toBeInTheDocument();
    expect(screen.getByLabelText('Rasm')).toHaveAccessibleDescription(/shape\.svg/);
    const preview = screen.getByTestId('item-preview');
    expect(within(preview).getByRole('img', { name: 'Savol rasmi' })).toHaveAttribute('src', expect.stringContaining('data:image/svg+xml'));
    expect(
      within(preview)
        .getByText(/Hisoblang/)
        .querySelector('math'),
    ).not.toBeNull();
    expect(within(preview).getByTestId('explanation')).toHaveTextContent('Umumiy maxraj 4');
    // the options are the learner's radio group (@platform/shared/question), answered: the key marked right
    // (labelled by the question's text: its MathML is past jsdom's name computation, so by id)
    const options = within(preview).getByRole('radiogroup');
    expect(document.getElementById(options.getAttribute('aria-labelledby') ?? '')).toHaveTextContent(/Hisoblang/);
    expect(within(options).getAllByRole('radio')).toHaveLength(4);
    expect(within(options).getByTestId('preview-option-A')).toHaveAttribute('data-state', 'correct');
    expect(within(options).getByTestId('preview-option-A')).toHaveTextContent(', Toʻgʻri javob');
    expect(within(options).getByTestId('preview-option-B')).toHaveAttribute('data-state', 'idle');

    fireEvent.click(screen.getByRole('button', { name: 'Tekshiruvga yuborish' }));
    expect(await screen.findByText('item.ru.explanation: juda qisqa')).toBeInTheDocument();
    const sent = bodiesOf(fetchMock, '/studio/questions/drafts')[0] as { subject_id: number; topic: string; item: Record<string, unknown> };
    expect(sent).toMatchObject({ subject_id: 1, topic: 'kasrlar', item: { id: 'kasr-900', difficulty: 1, answer: 'A', image: SVG } });

    draftReply = ok(draft(sent.item));
    fireEvent.click(screen.getByRole('button', { name: 'Tekshiruvga yuborish' }));
    await waitFor(() => expect(currentUrl().pathname).toBe('/studio/bank/1/kasrlar/kasr-900'));
    expect(toasts).toContainEqual({ kind: 'success', message: 'Savol tekshiruvga yuborildi' });
    expect(bodiesOf(fetchMock, '/studio/questions/drafts/77/submit')).toHaveLength(1);
    expect(await screen.findByText(/tekshiruvchi qaror qilguncha/)).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@platform/shared/session';
import { makeUser } from '@platform/shared/test-factories';
import { collectEvents, mockApi, never, ok, type Handler } from '@platform/shared/test-utils';
import { formFields, makeProfile, renderProfile, requestOf, setSession } from './helpers';

const avatars = {
  data: Array.from({ length: 5 }, (_, i) => ({ id: i + 1, image: `https://cdn.example.uz/avatars/${i + 1}.png` })),
};
const subjects = {
  data: [
    { id: 1, slug: 'matematika', name: 'Matematika', color: '#1a56db', image: null },
    { id: 2, slug: 'tarix', name: 'Oʻzbekiston tarixi', color: '#f59e0b', image: null },
    { id: 3, slug: 'fizika', name: 'Fizika', color: '#16a34a', image: null },
  ],
};

function setup(overrides: Record<string, Handler> = {}) {
  return mockApi({
    '/profile/view': () => ok({ data: makeProfile() }),
    '/profile/statistics': () => ok({ data: [] }),
    '/profile/result': () => ok({ data: [] }),
    '/avatar-images': () => ok(avatars),
    '/profile-image-change': () => ok({ message: 'ok', data: makeUser({ image: avatars.data[2].image }) }),
    '/subjectname': () => ok(subjects),
    '/mypage': () => ok({ message: 'ok', data: makeUser({ subjects: [{ id: 3, name: 'Fizika' }] }) }),
    ...overrides,
  });
}

const toasts = collectEvents('toast');
beforeEach(() => setSession('user'));
afterEach(() => setSession('unknown'));

describe('avatar chooser', () => {
  it('shows 12 skeletons while the pictures load, with Save disabled', async () => {
    setup({ '/avatar-images': never });
    renderProfile('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Rasmni oʻzgartirish' }));
    const dialog = screen.getByRole('dialog', { name: 'Profil rasmini tanlang' });
    expect(within(dialog).getByText('Rasmlar yuklanmoqda')).toBeInTheDocument();
    expect(within(dialog).getAllByTestId('skeleton')).toHaveLength(12);
    expect(within(dialog).getByRole('button', { name: 'Saqlash' })).toBeDisabled();
  });

  it('saves the picked picture and updates the session', async () => {
    const { fetchMock, calls } = setup();
    renderProfile('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Rasmni oʻzgartirish' }));
    const dialog = screen.getByRole('dialog', { name: 'Profil rasmini tanlang' });
    const save = within(dialog).getByRole('button', { name: 'Saqlash' });
    expect(await within(dialog).findAllByRole('radio')).toHaveLength(5);
    expect(save).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('radio', { name: '3-rasm' }));
    expect(save).toBeEnabled();
    await userEvent.click(save);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(String(requestOf(fetchMock, '/profile-image-change').body))).toEqual({ image: avatars.data[2].image });
    expect(sessionStore.getState().user?.image).toBe(avatars.data[2].image);
    expect(toasts).toEqual([{ kind: 'success', message: 'Profil rasmi saqlandi' }]);
    await waitFor(() => expect(calls('/profile/view')).toHaveLength(2));
  });

  it('keeps the dialog open with the error when saving fails', async () => {
    setup({
      '/profile-image-change': () => ({ status: 400, body: { message: 'Rasm topilmadi', code: 'VALIDATION_ERROR', field: 'image' } }),
    });
    renderProfile('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Rasmni oʻzgartirish' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('radio', { name: '1-rasm' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Rasm topilmadi');
    expect(sessionStore.getState().user?.image).toBeNull();
  });
});

describe('subject chooser', () => {
  it('starts from the profile subjects, needs at least one, and sends `data` as JSON in multipart', async () => {
    const { fetchMock } = setup();
    renderProfile('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Fanlarni oʻzgartirish' }));
    const dialog = screen.getByRole('dialog', { name: 'Fanlarni tanlang' });
    const save = within(dialog).getByRole('button', { name: 'Saqlash' });

    const maths = await within(dialog).findByRole('button', { name: /Matematika/ });
    const history = within(dialog).getByRole('button', { name: /Oʻzbekiston tarixi/ });
    const physics = within(dialog).getByRole('button', { name: /Fizika/ });
    expect(maths).toHaveAttribute('aria-pressed', 'true');
    expect(history).toHaveAttribute('aria-pressed', 'true');
    expect(physics).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(maths);
    await userEvent.click(history);
    expect(save).toBeDisabled();
    expect(within(dialog).getByText('Kamida bitta fanni tanlang')).toBeInTheDocument();

    await userEvent.click(physics);
    expect(within(dialog).queryByText('Kamida bitta fanni tanlang')).not.toBeInTheDocument();
    expect(save).toBeEnabled();
    await userEvent.click(save);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const fields = formFields(requestOf(fetchMock, '/mypage'));
    expect(Object.keys(fields)).toEqual(['data']);
    expect(JSON.parse(fields.data)).toEqual({ subject_ids: [3] });
    expect(sessionStore.getState().user?.subjects).toEqual([{ id: 3, name: 'Fizika' }]);
    expect(toasts).toEqual([{ kind: 'success', message: 'Fanlar saqlandi' }]);
  });

  it('shows placeholders while the subjects load', async () => {
    setup({ '/subjectname': never });
    renderProfile('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Fanlarni oʻzgartirish' }));
    const dialog = screen.getByRole('dialog', { name: 'Fanlarni tanlang' });
    expect(within(dialog).getByText('Fanlar yuklanmoqda')).toBeInTheDocument();
    expect(within(dialog).getAllByTestId('skeleton')).toHaveLength(10);
  });
});

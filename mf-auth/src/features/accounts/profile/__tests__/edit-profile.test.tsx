import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@platform/shared/session';
import { makeUser } from '@platform/shared/test-factories';
import type { Profile } from '@platform/shared/accounts';
import { collectEvents, mockApi, ok, type Handler } from '@platform/shared/test-utils';
import { formFields, makeProfile, renderProfile, requestOf, setSession } from './helpers';

const regions = {
  data: [
    { id: 2, parent_id: null, name: 'Andijon viloyati' },
    { id: 14, parent_id: null, name: 'Toshkent shahri' },
    { id: 141, parent_id: 14, name: 'Chilonzor tumani' },
  ],
};

function setup(profile: Profile = makeProfile(), overrides: Record<string, Handler> = {}) {
  return mockApi({
    '/profile/view': () => ok({ data: profile }),
    '/profile/statistics': () => ok({ data: [] }),
    '/profile/result': () => ok({ data: [] }),
    '/address': () => ok(regions),
    '/profile/update': () => ok({ message: 'Saqlandi', data: makeUser({ name: 'Alisher', region: regions.data[0] }) }),
    ...overrides,
  });
}

async function openEditor() {
  await userEvent.click(await screen.findByRole('button', { name: 'Profilni tahrirlash' }));
  return screen.findByRole('dialog', { name: 'Profilni tahrirlash' });
}

const toasts = collectEvents('toast');
beforeEach(() => setSession('user'));
afterEach(() => setSession('unknown'));

describe('edit profile modal', () => {
  it('enables Save only after a change, sends multipart fields and updates the session', async () => {
    const { fetchMock, calls } = setup();
    renderProfile('/profile');
    const dialog = await openEditor();

    const save = within(dialog).getByRole('button', { name: 'Saqlash' });
    expect(within(dialog).getByLabelText('Ism')).toHaveValue('Aziz');
    expect(within(dialog).getByLabelText('Familiya')).toHaveValue('Karimov');
    expect(within(dialog).getByLabelText('Tugʻilgan sana')).toHaveValue('2007-05-01');
    expect(within(dialog).getByRole('radio', { name: 'Erkak' })).toBeChecked();
    const region = within(dialog).getByLabelText('Hudud');
    await within(dialog).findByRole('option', { name: 'Andijon viloyati' });
    expect(region).toHaveValue('14');
    // regions only: districts (parent_id set) are not offered
    expect(within(dialog).queryByRole('option', { name: 'Chilonzor tumani' })).not.toBeInTheDocument();
    expect(save).toBeDisabled();

    await userEvent.clear(within(dialog).getByLabelText('Ism'));
    await userEvent.type(within(dialog).getByLabelText('Ism'), '  Alisher ');
    await userEvent.selectOptions(region, 'Andijon viloyati');
    expect(save).toBeEnabled();
    await userEvent.click(save);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const init = requestOf(fetchMock, '/profile/update');
    expect(init.method).toBe('POST');
    expect(formFields(init)).toEqual({ name: 'Alisher', last_name: 'Karimov', birthday: '2007-05-01', gender: 'erkak', address_id: '2' });
    expect(sessionStore.getState().user?.name).toBe('Alisher');
    expect(toasts).toEqual([{ kind: 'success', message: 'Profil saqlandi' }]);
    // the profile is asked again after the change
    await waitFor(() => expect(calls('/profile/view')).toHaveLength(2));
  });

  it('turns Save off again when the change is undone', async () => {
    setup();
    renderProfile('/profile');
    const dialog = await openEditor();
    const save = within(dialog).getByRole('button', { name: 'Saqlash' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Ayol' }));
    expect(save).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Erkak' }));
    expect(save).toBeDisabled();
  });

  it('refuses a birthday in the future with the contract message and sends nothing', async () => {
    const { calls } = setup();
    renderProfile('/profile');
    const dialog = await openEditor();
    const birthday = within(dialog).getByLabelText('Tugʻilgan sana');
    fireEvent.change(birthday, { target: { value: '2999-01-01' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));

    expect(await within(dialog).findByText('Tugʻilgan sana kelajakda boʻlishi mumkin emas')).toBeInTheDocument();
    expect(birthday).toHaveAttribute('aria-invalid', 'true');
    expect(calls('/profile/update')).toHaveLength(0);
  });

  it('asks for the missing gender and region and starts an empty birthday picker at 2005-01-01', async () => {
    const { calls } = setup(makeProfile({ birthday: null, gender: null, region: null }));
    renderProfile('/profile');
    const dialog = await openEditor();
    const birthday = within(dialog).getByLabelText('Tugʻilgan sana');
    expect(birthday).toHaveValue('');
    await userEvent.click(birthday);
    expect(birthday).toHaveValue('2005-01-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));

    expect(await within(dialog).findByText('Jinsni tanlang')).toBeInTheDocument();
    expect(within(dialog).getByText('Hududni tanlang', { selector: 'p' })).toBeInTheDocument();
    expect(calls('/profile/update')).toHaveLength(0);
  });

  it("shows the server's message next to the field it names", async () => {
    setup(makeProfile(), {
      '/profile/update': () => ({ status: 400, body: { message: "Ismda faqat harflar bo'lsin", code: 'VALIDATION_ERROR', field: 'name' } }),
    });
    renderProfile('/profile');
    const dialog = await openEditor();
    await userEvent.type(within(dialog).getByLabelText('Familiya'), 'a');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(await within(dialog).findByText("Ismda faqat harflar bo'lsin")).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Ism')).toHaveAttribute('aria-invalid', 'true');
    expect(sessionStore.getState().user?.name).toBe('Aziz');
    expect(toasts).toEqual([]);
  });
});

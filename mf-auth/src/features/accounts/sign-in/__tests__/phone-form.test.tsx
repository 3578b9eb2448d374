import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../../__tests__/support/auth-test-kit';
import { PhoneForm } from '../components/phone-form';

function setup(props: Partial<Parameters<typeof PhoneForm>[0]> = {}) {
  const onSubmit = jest.fn();
  render(<PhoneForm pending={false} error={null} submitLabel="Kod olish" onSubmit={onSubmit} {...props} />);
  return { onSubmit, input: screen.getByLabelText('Telefon raqam') as HTMLInputElement, user: userEvent.setup() };
}

describe('phone form', () => {
  it('starts with the +998 prefix and masks the number as +998 ## ### ## ##', async () => {
    const { input, user, onSubmit } = setup();
    expect(input).toHaveValue('+998 ');
    expect(input).toHaveAttribute('type', 'tel');
    await user.type(input, '901234567');
    expect(input).toHaveValue('+998 90 123 45 67');
    await user.click(screen.getByRole('button', { name: 'Kod olish' }));
    expect(onSubmit).toHaveBeenCalledWith('+998901234567');
  });

  it('takes digits only and no more than 9', async () => {
    const { input, user } = setup();
    await user.type(input, '90abc12-3 4567899');
    expect(input).toHaveValue('+998 90 123 45 67');
  });

  it('cannot delete the prefix', async () => {
    const { input, user } = setup();
    await user.type(input, '90');
    await user.type(input, '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(input).toHaveValue('+998 ');
    await user.clear(input);
    expect(input).toHaveValue('+998 ');
    await user.type(input, '5');
    expect(input).toHaveValue('+998 5');
  });

  it.each(['+998901234567', '+998 90-123-45-67', '998901234567', '998 (90) 123 45 67', '90 123 45 67', '901234567', '+998 90 123 45 67'])(
    'takes a pasted %s into the prefilled field as the complete number, with no error',
    async (pasted) => {
      const { input, user, onSubmit } = setup();
      await user.click(input);
      await user.paste(pasted);
      expect(input).toHaveValue('+998 90 123 45 67');
      await user.click(screen.getByRole('button', { name: 'Kod olish' }));
      expect(screen.queryByText('Toʻgʻri telefon raqam kiriting')).not.toBeInTheDocument();
      expect(onSubmit).toHaveBeenCalledWith('+998901234567');
    },
  );

  it('replaces a partly typed number with a pasted complete one, and inserts a pasted fragment where the caret is', async () => {
    const { input, user } = setup();
    await user.type(input, '93');
    await user.paste('+998 90-123-45-67');
    expect(input).toHaveValue('+998 90 123 45 67');
    await user.clear(input);
    await user.type(input, '90');
    await user.paste('1234');
    expect(input).toHaveValue('+998 90 123 4');
  });

  it('shows the validation message of the api schema for an incomplete number', async () => {
    const { input, user, onSubmit } = setup();
    await user.type(input, '90123');
    await user.click(screen.getByRole('button', { name: 'Kod olish' }));
    const message = await screen.findByText('Toʻgʻri telefon raqam kiriting');
    expect(message).toHaveAttribute('role', 'alert');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Toʻgʻri telefon raqam kiriting');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a server error in the alert region and disables the button while sending', () => {
    setup({ pending: true, error: 'Juda koʻp urinish. 45 soniyadan soʻng qayta urinib koʻring' });
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('Juda koʻp urinish. 45 soniyadan soʻng qayta urinib koʻring');
    expect(screen.getByRole('button', { name: 'Yuborilmoqda…' })).toBeDisabled();
  });

  it('starts from a number entered before', () => {
    const { input } = setup({ initialPhone: '+998901234567' });
    expect(input).toHaveValue('+998 90 123 45 67');
  });
});

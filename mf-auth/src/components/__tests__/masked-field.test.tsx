import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { accountDeleteBody, type AccountDeleteBody } from '@platform/shared/accounts';
import '../../__tests__/support/auth-test-kit';
import { MaskedField } from '../masked-field';

/** the mask under test: digits only, five at most */
const digits = (typed: string) => typed.replace(/\D/g, '').slice(0, 5);

function CodeForm({ onEdit, onSubmit }: { onEdit: () => void; onSubmit: (values: AccountDeleteBody) => void }) {
  const { control, handleSubmit } = useForm<AccountDeleteBody, unknown, AccountDeleteBody>({
    resolver: standardSchemaResolver<AccountDeleteBody, unknown, AccountDeleteBody>(accountDeleteBody),
    defaultValues: { code: '' },
  });
  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
      <MaskedField control={control} name="code" mask={digits} onEdit={onEdit} label="Kod" inputMode="numeric" />
      <button type="submit">OK</button>
    </form>
  );
}

describe('MaskedField', () => {
  it('keeps the masked text, calls onEdit per edit, shows the field error and submits the value', async () => {
    const user = userEvent.setup();
    const onEdit = jest.fn();
    const onSubmit = jest.fn();
    render(<CodeForm onEdit={onEdit} onSubmit={onSubmit} />);
    const input = screen.getByLabelText('Kod');
    expect(input).toHaveAttribute('inputmode', 'numeric');

    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(input, '1a2b34567');
    expect(input).toHaveValue('12345');
    expect(onEdit).toHaveBeenCalledTimes(9);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).toHaveBeenCalledWith({ code: '12345' }, expect.anything());
  });
});

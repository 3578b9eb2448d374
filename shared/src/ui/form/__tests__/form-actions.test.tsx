import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormActions, SERVER_ERROR, useValidationText } from '@platform/shared/form';
import uz from '@platform/shared/locales/uz.json';

describe('FormActions', () => {
  it('cancels with the common label and submits the form', async () => {
    const user = userEvent.setup();
    const onCancel = jest.fn();
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <FormActions onCancel={onCancel} submitLabel="Yuborish" pendingLabel="Yuborilmoqda…" />
      </form>,
    );
    await user.click(screen.getByRole('button', { name: uz.cancel }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Yuborish' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows the pending label on a disabled, busy submit button while sending', () => {
    render(<FormActions onCancel={jest.fn()} submitLabel="Yuborish" pendingLabel="Yuborilmoqda…" pending />);
    const submit = screen.getByRole('button', { name: 'Yuborilmoqda…' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: uz.cancel })).toBeEnabled();
  });

  it("applies the form's own disabled rule", () => {
    render(<FormActions onCancel={jest.fn()} cancelLabel="Yopish" submitLabel="Saqlash" disabled />);
    expect(screen.getByRole('button', { name: 'Saqlash' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Saqlash' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button', { name: 'Yopish' })).toBeEnabled();
  });
});

it('without a form, the submit button calls onSubmit and is described by the reason it is disabled', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  const { rerender } = render(
    <>
      <p id="why">Kamida bitta fanni tanlang</p>
      <FormActions onCancel={jest.fn()} submitLabel="Saqlash" onSubmit={onSubmit} disabled submitDescribedBy="why" />
    </>,
  );
  expect(screen.getByRole('button', { name: 'Saqlash' })).toHaveAccessibleDescription('Kamida bitta fanni tanlang');
  rerender(<FormActions onCancel={jest.fn()} submitLabel="Saqlash" onSubmit={onSubmit} />);
  await user.click(screen.getByRole('button', { name: 'Saqlash' }));
  expect(onSubmit).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Saqlash' })).toHaveAttribute('type', 'button');
});

describe('useValidationText', () => {
  const text = () => renderHook(() => useValidationText()).result.current;

  it('translates a contract message key of the common namespace', () => {
    expect(text()('validation.phone_invalid')).toBe(uz.validation.phone_invalid);
    expect(text()({ type: 'too_small', message: 'validation.comment_required' })).toBe(uz.validation.comment_required);
  });

  it("shows the api's own message as it is", () => {
    expect(text()({ type: SERVER_ERROR, message: 'Bu raqam band' })).toBe('Bu raqam band');
  });

  it('reads any other message as the generic error and no message as none', () => {
    expect(text()({ type: 'invalid_type', message: 'Invalid input: expected string' })).toBe(uz.errors.generic);
    expect(text()('validation.no_such_key')).toBe(uz.errors.generic);
    expect(text()(undefined)).toBeUndefined();
    expect(text()({ type: 'required' })).toBeUndefined();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { Field, Select, TextArea, TextInput } from '@platform/shared/form';

describe('Field', () => {
  it('points the label at the control and describes it by the hint, then the error', () => {
    render(
      <Field label="Ism" hint="Pasportdagidek" error="Ismingizni kiriting" required>
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Ism' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('Pasportdagidek Ismingizni kiriting');
    expect(screen.getByRole('alert')).toHaveTextContent('Ismingizni kiriting');
    // the required mark is drawn by CSS: the label's text is the label only
    expect(screen.getByText('Ism').tagName).toBe('LABEL');
  });

  it('leaves a valid, optional control without aria-invalid, aria-required or a description', () => {
    render(<Field label="Ism">{(control) => <input {...control} />}</Field>);
    const input = screen.getByRole('textbox', { name: 'Ism' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-required');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('keeps a hidden label as the accessible name and uses a given id', () => {
    render(<TextInput label="Qidirish" hideLabel id="q" />);
    expect(screen.getByRole('textbox', { name: 'Qidirish' })).toHaveAttribute('id', 'q');
    expect(screen.getByText('Qidirish')).toHaveClass('visuallyHidden');
  });
});

function ProfileForm({ onValid }: { onValid: (values: { name: string; region: string; about: string }) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ defaultValues: { name: '', region: '', about: 'Salom' } });
  return (
    <form onSubmit={(e) => void handleSubmit(onValid)(e)} noValidate>
      <TextInput label="Ism" error={errors.name?.message} required {...register('name', { required: 'Ismingizni kiriting' })} />
      <Select
        label="Hudud"
        placeholder="Hududni tanlang"
        error={errors.region?.message}
        {...register('region', { required: 'Hudud kerak' })}
      >
        <option value="1">Toshkent</option>
        <option value="2">Samarqand</option>
      </Select>
      <TextArea label="O'zingiz haqingizda" counter={{ max: 10, text: (n, max) => `${n} / ${max}` }} {...register('about')} />
      <button type="submit">Saqlash</button>
    </form>
  );
}

describe('TextInput, Select and TextArea with react-hook-form', () => {
  it('takes register() as it is: errors are wired and the first invalid field gets focus through the ref', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(<ProfileForm onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Saqlash' }));
    const name = screen.getByRole('textbox', { name: 'Ism' });
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Ismingizni kiriting');
    expect(screen.getByRole('combobox', { name: 'Hudud' })).toHaveAccessibleDescription('Hudud kerak');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('submits what was typed and chosen', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(<ProfileForm onValid={onValid} />);
    await user.type(screen.getByRole('textbox', { name: 'Ism' }), 'Aziz');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Hudud' }), 'Samarqand');
    await user.type(screen.getByRole('textbox', { name: "O'zingiz haqingizda" }), '!');
    await user.click(screen.getByRole('button', { name: 'Saqlash' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'Aziz', region: '2', about: 'Salom!' }, expect.anything());
    expect(screen.getByRole('textbox', { name: 'Ism' })).not.toHaveAttribute('aria-invalid');
  });

  it('offers the placeholder as the empty first option', () => {
    render(<ProfileForm onValid={jest.fn()} />);
    const select = screen.getByRole('combobox', { name: 'Hudud' });
    expect(select).toHaveDisplayValue('Hududni tanlang');
    expect(screen.getByRole('option', { name: 'Hududni tanlang' })).toHaveValue('');
  });

  it('counts characters from the default value on, describes the field by the counter and marks it over the bound', async () => {
    const user = userEvent.setup();
    render(<ProfileForm onValid={jest.fn()} />);
    const about = screen.getByRole('textbox', { name: "O'zingiz haqingizda" });
    expect(about).toHaveAccessibleDescription('5 / 10');
    expect(screen.getByText('5 / 10')).not.toHaveClass('over');
    await user.type(about, ' dunyo!');
    expect(about).toHaveAccessibleDescription('12 / 10');
    expect(screen.getByText('12 / 10')).toHaveClass('over');
  });

  it('counts a controlled value', () => {
    render(<TextArea label="Izoh" value="abc" onChange={() => undefined} counter={{ max: 200, text: (n, max) => `${n}/${max}` }} />);
    expect(screen.getByRole('textbox', { name: 'Izoh' })).toHaveAccessibleDescription('3/200');
  });
});

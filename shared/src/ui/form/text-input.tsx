import type { InputHTMLAttributes, Ref } from 'react';
import { cx, Field, splitFieldProps, type FieldOwnProps } from './field';

export type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required'> &
  FieldOwnProps & { ref?: Ref<HTMLInputElement> };

/** A labelled one-line input; takes `{...register('name')}` from react-hook-form as it is. */
export function TextInput(props: TextInputProps) {
  const [field, { className, ref, ...input }] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => <input type="text" {...input} {...control} ref={ref} className={cx(control.className, className)} />}
    </Field>
  );
}

import type { InputHTMLAttributes, Ref } from 'react';
import { cx, Field, splitFieldProps, type FieldOwnProps } from './field';
import styles from './form.module.css';

export type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required'> &
  FieldOwnProps & { ref?: Ref<HTMLInputElement> };

/** A labelled one-line input; takes `{...register('name')}` from react-hook-form as it is. */
export function TextInput(props: TextInputProps) {
  const [field, { className, ref, ...input }] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => <input type="text" {...input} {...control} ref={ref} className={cx(styles.control, className)} />}
    </Field>
  );
}

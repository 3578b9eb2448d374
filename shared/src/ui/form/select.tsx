import type { Ref, SelectHTMLAttributes } from 'react';
import { cx, Field, splitFieldProps, type FieldOwnProps } from './field';
import styles from './form.module.css';

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'required'> &
  FieldOwnProps & {
    /** The first, empty option ("choose a region"). */
    placeholder?: string;
    ref?: Ref<HTMLSelectElement>;
  };

/** A labelled native select (its `<option>`s are the children). */
export function Select(props: SelectProps) {
  const [field, { className, placeholder, children, ref, ...select }] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <select {...select} {...control} ref={ref} className={cx(control.className, styles.select, className)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {children}
        </select>
      )}
    </Field>
  );
}

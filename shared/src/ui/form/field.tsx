import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '@platform/shared/ui';
import styles from './form.module.css';

/** What a `Field` hands its control: the id its label points at, the `aria-*` wiring and the kit's look. */
export interface FieldControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

/** The props every field of the kit takes besides its control's own. */
export interface FieldOwnProps {
  /** The visible label (also the control's accessible name). */
  label: ReactNode;
  /** Help shown under the control and read with it. */
  hint?: ReactNode;
  /** Error text, already translated (see `useValidationText`); marks the control invalid. */
  error?: string;
  /** Marks the label and sets `aria-required` (validation stays the schema's). */
  required?: boolean;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** The control's id; generated when absent. */
  id?: string;
  /** Class of the field's wrapper (the control takes `className`). */
  fieldClassName?: string;
}

export const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** Splits a kit control's props into the `Field`'s and the control's own. */
export function splitFieldProps<P extends FieldOwnProps>(props: P) {
  const { label, hint, error, required, hideLabel, id, fieldClassName, ...control } = props;
  return [{ label, hint, error, required, hideLabel, id, fieldClassName }, control] as const;
}

/**
 * A label, a control, a hint and an error text, wired together: `htmlFor`/`id`, `aria-invalid`,
 * `aria-describedby` (hint, extra ids such as a counter, error) and `aria-required`. `children`
 * renders the control with the props it is given; `after` sits between the control and the texts.
 * The error is also an alert, so it is announced when it appears.
 */
export function Field({
  label,
  hint,
  error,
  required,
  hideLabel,
  id,
  fieldClassName,
  describedBy,
  after,
  children,
}: FieldOwnProps & {
  /** More ids that describe the control (rendered by the caller, e.g. in `after`). */
  describedBy?: string;
  after?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const ids = cx(hint ? hintId : undefined, describedBy, error ? errorId : undefined);
  return (
    <div className={cx(styles.field, fieldClassName)}>
      <label htmlFor={controlId} className={hideLabel ? visuallyHidden : cx(styles.label, required && styles.required)}>
        {label}
      </label>
      {children({
        id: controlId,
        className: styles.control,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': ids || undefined,
        'aria-required': required || undefined,
      })}
      {after}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

import { useId, useLayoutEffect, useRef, useState, type Ref, type TextareaHTMLAttributes } from 'react';
import { cx, Field, splitFieldProps, type FieldOwnProps } from './field';
import styles from './form.module.css';

export type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'required'> &
  FieldOwnProps & {
    /**
     * A character counter under the field: `max` is the schema's bound (typing past it is allowed,
     * the counter turns red and validation reports it), `text` says "12 / 200" in the page's words.
     */
    counter?: { max: number; text: (length: number, max: number) => string };
    ref?: Ref<HTMLTextAreaElement>;
  };

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** A labelled multi-line input with an optional character counter; works with `{...register('x')}`. */
export function TextArea(props: TextAreaProps) {
  const [field, { className, counter, ref, onChange, ...textarea }] = splitFieldProps(props);
  const element = useRef<HTMLTextAreaElement | null>(null);
  const [typed, setTyped] = useState(0);
  // an uncontrolled field (react-hook-form) gets its default value through the ref
  useLayoutEffect(() => setTyped(element.current?.value.length ?? 0), []);
  const length = typeof textarea.value === 'string' ? textarea.value.length : typed;
  const counterId = useId();
  return (
    <Field
      {...field}
      describedBy={counter ? counterId : undefined}
      after={
        counter && (
          <p id={counterId} className={cx(styles.counter, length > counter.max && styles.over)}>
            {counter.text(length, counter.max)}
          </p>
        )
      }
    >
      {(control) => (
        <textarea
          rows={4}
          {...textarea}
          {...control}
          ref={(node) => {
            element.current = node;
            assignRef(ref, node);
          }}
          className={cx(control.className, styles.textarea, className)}
          onChange={(event) => {
            setTyped(event.target.value.length);
            onChange?.(event);
          }}
        />
      )}
    </Field>
  );
}

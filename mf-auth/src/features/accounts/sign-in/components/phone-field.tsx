import { useCallback, useLayoutEffect, useRef, type SyntheticEvent } from 'react';
import { PHONE_PREFIX } from '@platform/shared/format';
import { Field } from '@platform/shared/form';
import { caretAfterDigits, displayPhone, localDigits, parsePhoneInput } from '../lib/phone';
import styles from '../../../../components/fields.module.css';

export interface PhoneFieldProps {
  label: string;
  /** The displayed value, `+998 ## ### ## ##` as far as typed (see `displayPhone`). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  error?: string;
  hint?: string;
  disabled?: boolean;
  inputRef?: (node: HTMLInputElement | null) => void;
}

/** The phone input: fixed `+998` prefix that cannot be deleted, digits only, `+998 ## ### ## ##` mask. */
export function PhoneField({ label, value, onChange, onBlur, name, error, hint, disabled, inputRef }: PhoneFieldProps) {
  const input = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);

  // keep the caret after the digit the user just typed, although the mask moved the characters
  useLayoutEffect(() => {
    const node = input.current;
    if (caret.current === null || !node || node.ownerDocument.activeElement !== node) return;
    node.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const setRef = useCallback(
    (node: HTMLInputElement | null) => {
      input.current = node;
      inputRef?.(node);
    },
    [inputRef],
  );

  const onInputChange = (event: SyntheticEvent<HTMLInputElement>) => {
    const raw = event.currentTarget.value;
    const digits = parsePhoneInput(raw, localDigits(value));
    const next = displayPhone(digits);
    const at = event.currentTarget.selectionStart ?? raw.length;
    const typedBefore = raw.startsWith(PHONE_PREFIX) ? raw.slice(PHONE_PREFIX.length, at).replace(/\D/g, '').length : digits.length;
    caret.current = caretAfterDigits(next, Math.min(typedBefore, digits.length));
    onChange(next);
  };

  // a click on the prefix puts the caret after it: typing always goes into the number
  const onSelect = (event: SyntheticEvent<HTMLInputElement>) => {
    const node = event.currentTarget;
    const min = PHONE_PREFIX.length + 1;
    if (node.selectionStart === node.selectionEnd && (node.selectionStart ?? 0) < min && node.value.length >= min) {
      node.setSelectionRange(min, min);
    }
  };

  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          ref={setRef}
          name={name}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          className={`${control.className} ${styles.phone}`}
          value={value}
          onChange={onInputChange}
          onSelect={onSelect}
          onBlur={onBlur}
          disabled={disabled}
          data-autofocus
        />
      )}
    </Field>
  );
}

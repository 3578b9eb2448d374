import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useDebouncedValue, visuallyHidden } from '@platform/shared/ui';
import { cx } from './field';
import styles from './form.module.css';

/**
 * A search form (`role="search"`) with a labelled `type="search"` input. The trimmed text reaches
 * `onSearch` at once on Enter and, with `debounceMs`, that long after the last keystroke; the
 * clear button (shown while there is text, when `clearLabel` is given) empties it at once. The
 * text follows `value` when it changes from outside (the back button, a chip).
 */
export function SearchBox({
  label,
  hideLabel = false,
  value,
  onSearch,
  debounceMs,
  clearLabel,
  placeholder,
  maxLength,
  autoFocus = false,
  id,
  className,
  inputClassName,
  children,
}: {
  label: string;
  hideLabel?: boolean;
  /** The search in force (e.g. from the URL). */
  value: string;
  onSearch: (text: string) => void;
  debounceMs?: number;
  clearLabel?: string;
  placeholder?: string;
  maxLength?: number;
  /** Focus the input when the box appears. */
  autoFocus?: boolean;
  id?: string;
  className?: string;
  inputClassName?: string;
  /** More of the form after the input, e.g. a submit button. */
  children?: ReactNode;
}) {
  const generated = useId();
  const inputId = id ?? generated;
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  const [syncedValue, setSyncedValue] = useState(value);
  // searches sent and not yet back as `value`: the URL catches up with one while the learner types on,
  // and must not put the older text back into the box (it dropped a typed letter: issue 31)
  const [sent, setSent] = useState<string[]>([]);
  if (value !== syncedValue) {
    setSyncedValue(value);
    const ours = sent.indexOf(value);
    if (ours >= 0) {
      setSent(sent.slice(ours + 1));
    } else {
      // from elsewhere (the back button, a chip): it wins
      setSent([]);
      if (value !== text.trim()) setText(value);
    }
  }

  const search = (next: string) => {
    if (next === value) return;
    setSent((list) => [...list.slice(-4), next]);
    onSearch(next);
  };
  const debounced = useDebouncedValue(text, debounceMs ?? 0);
  const handled = useRef(debounced);
  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  });
  useEffect(() => {
    if (debounceMs === undefined || debounced === handled.current) return;
    handled.current = debounced;
    searchRef.current(debounced.trim());
  }, [debounced, debounceMs]);

  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(text.trim());
  };
  const clear = () => {
    setText('');
    handled.current = '';
    search('');
    input.current?.focus();
  };

  return (
    <form role="search" className={cx(styles.search, className)} onSubmit={submit}>
      <label htmlFor={inputId} className={hideLabel ? visuallyHidden : styles.label}>
        {label}
      </label>
      <span className={styles.searchField}>
        <input
          ref={input}
          id={inputId}
          type="search"
          className={cx(styles.control, clearLabel && styles.withClear, inputClassName)}
          value={text}
          maxLength={maxLength}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(e) => setText(e.target.value)}
        />
        {clearLabel && text && (
          <button type="button" className={styles.clear} aria-label={clearLabel} onClick={clear}>
            ×
          </button>
        )}
      </span>
      {children}
    </form>
  );
}

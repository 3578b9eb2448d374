import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import { useDebouncedValue, visuallyHidden } from '@platform/shared/ui';
import { CATALOG_NS } from '../../../../lib/i18n';
import styles from './catalog.module.css';

/** SPEC §9: topic search is debounced 300 ms. */
export const SEARCH_DEBOUNCE_MS = 300;
/** The api's bound of `search` (contracts searchParam). */
const SEARCH_MAX = 100;

/**
 * Search box: the trimmed text reaches `onSearch` 300 ms after the last keystroke, or at once on
 * Enter. Follows `value` when the URL changes from elsewhere (back button, a chip).
 */
export function TestSearch({
  id,
  value,
  onSearch,
  autoFocus = false,
}: {
  id: string;
  value: string;
  onSearch: (text: string) => void;
  /** focus the field when it appears (the mobile toggle opened it) */
  autoFocus?: boolean;
}) {
  const { t } = useTranslation(CATALOG_NS);
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  const [syncedValue, setSyncedValue] = useState(value);
  if (value !== syncedValue) {
    setSyncedValue(value);
    if (value !== text.trim()) setText(value);
  }

  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const handled = useRef(debounced);
  useEffect(() => {
    if (debounced === handled.current) return;
    handled.current = debounced;
    const next = debounced.trim();
    if (next !== value) onSearch(next);
  }, [debounced, value, onSearch]);

  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = text.trim();
    if (next !== value) onSearch(next);
  };

  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor={id} className={visuallyHidden}>
        {t('search.label')}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="search"
        className={styles.searchInput}
        value={text}
        maxLength={SEARCH_MAX}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(e) => setText(e.target.value)}
      />
    </form>
  );
}

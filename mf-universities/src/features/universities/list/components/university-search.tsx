import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import { useDebouncedValue } from '@platform/shared/ui';
import { NS } from '../../../../lib/i18n';
import styles from './university-filters.module.css';

/** SPEC §9: university search is debounced 500 ms. */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * Search box: what the user types reaches `onSearch` (trimmed) 500 ms after the last keystroke,
 * or at once on Enter. Follows `value` when the URL changes from outside (back button).
 */
export function UniversitySearch({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation(NS);
  const id = useId();
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = text.trim();
    if (next !== value) onSearch(next);
  };

  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor={id} className={styles.label}>
        {t('list.filters.search')}
      </label>
      <input
        id={id}
        type="search"
        className={styles.control}
        value={text}
        maxLength={100}
        placeholder={t('list.filters.searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(e) => setText(e.target.value)}
      />
    </form>
  );
}

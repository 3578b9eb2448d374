import { SearchBox } from '@platform/shared/form';
import { useTranslation } from '@platform/shared/i18n';
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
  return (
    <SearchBox
      id={id}
      label={t('search.label')}
      hideLabel
      value={value}
      onSearch={onSearch}
      debounceMs={SEARCH_DEBOUNCE_MS}
      placeholder={t('search.placeholder')}
      maxLength={SEARCH_MAX}
      autoFocus={autoFocus}
      className={styles.search}
    />
  );
}

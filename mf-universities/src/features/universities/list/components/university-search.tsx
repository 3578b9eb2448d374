import { SearchBox } from '@platform/shared/form';
import { useTranslation } from '@platform/shared/i18n';
import { NS } from '../../../../lib/i18n';

/** SPEC §9: university search is debounced 500 ms. */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * Search box: what the user types reaches `onSearch` (trimmed) 500 ms after the last keystroke,
 * or at once on Enter. Follows `value` when the URL changes from outside (back button).
 */
export function UniversitySearch({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation(NS);
  return (
    <SearchBox
      label={t('list.filters.search')}
      value={value}
      onSearch={onSearch}
      debounceMs={SEARCH_DEBOUNCE_MS}
      placeholder={t('list.filters.searchPlaceholder')}
      maxLength={100}
    />
  );
}

import { useNavigate } from '@platform/shared/router';
import { useTranslation } from '@platform/shared/i18n';
import { SearchBox } from '@platform/shared/form';
import { Button } from '@platform/shared/ui';
import { courseSearchPath } from '@platform/shared/routes';
import { NS } from '../../../../lib/i18n';
import styles from './courses-home.module.css';

/** The courses home search: Enter or the button opens the filter page with the trimmed text; blank text is ignored. */
export function CourseSearch() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const open = (text: string) => {
    const path = courseSearchPath(text);
    if (path) navigate(path);
  };
  return (
    <SearchBox
      label={t('home.search')}
      value=""
      onSearch={open}
      placeholder={t('home.searchPlaceholder')}
      maxLength={100}
      className={styles.search}
    >
      <Button type="submit">{t('home.searchButton')}</Button>
    </SearchBox>
  );
}

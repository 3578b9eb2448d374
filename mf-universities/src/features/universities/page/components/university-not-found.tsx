import { Link } from '@platform/shared/router';
import { useTranslation } from '@platform/shared/i18n';
import { buttonClass, Panel, useDocumentTitle } from '@platform/shared/ui';
import { NS } from '../../../../lib/i18n';
import styles from './university-page.module.css';

export function UniversityNotFound({ listPath }: { listPath: string }) {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('page.notFound.documentTitle'));
  return (
    <Panel>
      <h1 className={styles.notFoundTitle}>{t('page.notFound.title')}</h1>
      <p className={styles.notFoundText}>{t('page.notFound.text')}</p>
      <Link to={listPath} className={buttonClass('primary')}>
        {t('page.notFound.back')}
      </Link>
    </Panel>
  );
}

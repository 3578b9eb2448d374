import { useId } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import { useDocumentTitle } from '@platform/shared/ui';
import { CATALOG_NS } from '../../../../lib/i18n';
import { TestCatalog } from './test-catalog';
import styles from './catalog.module.css';

/** /mavzuli-test: every topic test in the interface language (SPEC §2 "Topic tests"). */
export function TestListPage() {
  const { t } = useTranslation(CATALOG_NS);
  const headingId = useId();
  useDocumentTitle(t('list.documentTitle'));
  return (
    <TestCatalog
      headingId={headingId}
      heading={
        <>
          <h1 id={headingId} className={styles.title}>
            {t('list.title')}
          </h1>
          <p className={styles.subtitle}>{t('list.subtitle')}</p>
        </>
      }
    />
  );
}

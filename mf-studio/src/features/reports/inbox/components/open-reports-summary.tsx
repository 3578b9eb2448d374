import { useTranslation } from '@platform/shared/i18n';
import { NS } from '../../../../lib/i18n';
import { useReports } from '../../api/get-reports';
import styles from './reports.module.css';

/** The reports card's line on the dashboard: how many questions have open reports. */
export function OpenReportsSummary() {
  const { t } = useTranslation(NS);
  const open = useReports({ status: 'open', page: 1 }, 1);
  if (!open.data) return null;
  return (
    <p className={styles.summary} data-testid="open-reports-count">
      {t('reports.summary', { count: open.data.meta.total })}
    </p>
  );
}

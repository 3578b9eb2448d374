import { useTranslation } from '@platform/shared/i18n';
import type { ContentFileReport } from '@platform/shared/studio-ops';
import { NS } from '../../../../lib/i18n';
import { CountList, ErrorLines } from './error-lines';
import styles from './files.module.css';

/** A checked file: valid with what it holds, or every problem with its path. */
export function FileReport({ report }: { report: ContentFileReport }) {
  const { t } = useTranslation(NS);
  if (report.errors.length > 0) {
    return (
      <section className={styles.result} aria-labelledby="file-errors">
        <h2 id="file-errors" className={styles.resultTitle}>
          {t('files.problems', { count: report.errors.length, name: report.name })}
        </h2>
        {report.job === null && <p className={styles.note}>{t('files.nothingWritten')}</p>}
        <ErrorLines lines={report.errors} />
      </section>
    );
  }
  return (
    <section className={styles.result} aria-labelledby="file-valid">
      <h2 id="file-valid" className={styles.resultTitle}>
        {t('files.valid', { name: report.name, kind: report.kind ?? '' })}
      </h2>
      <CountList counts={report.items} />
    </section>
  );
}

import { useTranslation } from '@platform/shared/i18n';
import { userMessage } from '@platform/shared/api';
import type { ContentJob } from '@platform/shared/studio-ops';
import { NS } from '../../../../lib/i18n';
import { useImportJob } from '../../api/get-job';
import { CountList, ErrorLines } from './error-lines';
import styles from './files.module.css';

/** An import started from this page: its state polled until it is done (what it wrote) or failed (why). */
export function ImportJob({ job: started }: { job: ContentJob }) {
  const { t } = useTranslation(NS);
  const query = useImportJob(started.id);
  const job = query.data?.data ?? started;
  return (
    <section className={styles.result} aria-labelledby="import-job" aria-busy={job.state === 'importing'}>
      <h2 id="import-job" className={styles.resultTitle}>
        {t('files.job', { id: job.id })}
      </h2>
      <p role="status">
        {job.state === 'importing'
          ? t('files.importing', { name: job.name })
          : job.state === 'done'
            ? t('files.imported', { name: job.name })
            : t('files.importFailed', { name: job.name })}
      </p>
      {job.state === 'importing' && <progress className={styles.bar} aria-label={t('files.importing', { name: job.name })} />}
      {job.state === 'done' && job.written && (
        <>
          <h3 className={styles.subhead}>{t('files.written')}</h3>
          <CountList counts={job.written} />
          {job.kept > 0 && <p className={styles.note}>{t('files.kept', { count: job.kept })}</p>}
        </>
      )}
      {job.state === 'failed' && <ErrorLines lines={job.errors} />}
      {query.isError && (
        <p role="alert" className={styles.error}>
          {userMessage(query.error)}
        </p>
      )}
    </section>
  );
}

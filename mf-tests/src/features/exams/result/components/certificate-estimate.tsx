import { useTranslation } from '@platform/shared/i18n';
import type { ExamResult } from '@platform/shared/exams';
import { EXAMS_NS } from '../../../../lib/i18n';
import styles from './exam-result-page.module.css';

/**
 * A national certificate: the score and level estimated from raw points (said so in the line and the
 * note: no Rasch calibration without real response data, ADR 042), points per item type.
 */
export function CertificateEstimate({ certificate }: { certificate: NonNullable<ExamResult['certificate']> }) {
  const { t } = useTranslation(EXAMS_NS);
  return (
    <>
      <div className={styles.estimate} data-testid="exam-estimate">
        <h3 className={styles.heading}>{t('result.estimateTitle')}</h3>
        <p className={styles.estimateScore}>{t('result.estimateScore', { score: certificate.score })}</p>
        <p className={styles.estimateScore} data-testid="exam-level">
          {certificate.level ? t('result.estimateLevel', { level: certificate.level }) : t('result.noLevel')}
        </p>
        <p className={styles.muted}>{t('result.estimateNote')}</p>
      </div>
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="exam-types">
          <thead>
            <tr>
              <th scope="col">{t('result.itemType')}</th>
              <th scope="col">{t('result.correct')}</th>
              <th scope="col">{t('result.points')}</th>
            </tr>
          </thead>
          <tbody>
            {certificate.by_type.map((row) => (
              <tr key={row.type}>
                <th scope="row">{t(`result.types.${row.type}`)}</th>
                <td>{row.ball === null ? '—' : `${row.correct}/${row.count}`}</td>
                <td>{row.ball === null ? t('result.notAutoGraded') : t('result.outOf', { ball: row.ball, max: row.max_ball })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

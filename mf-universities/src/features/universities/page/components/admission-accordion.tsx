import { useId, useState } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import type { AdmissionDirection } from '@platform/shared/contracts';
import { NS } from '../../../../lib/i18n';
import styles from './admission.module.css';

/** Directions with their scores; only one item is open at a time. */
export function AdmissionAccordion({ rows }: { rows: AdmissionDirection[] }) {
  const { t } = useTranslation(NS);
  const baseId = useId();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const show = (value: string | number | null) => (value === null || value === '' ? t('admission.noValue') : String(value));

  return (
    <ul className={styles.accordion} aria-label={t('admission.directions')}>
      {rows.map((row, i) => {
        const open = openIndex === i;
        const headerId = `${baseId}-header-${i}`;
        const panelId = `${baseId}-panel-${i}`;
        const fields = [
          { key: 'grantBall', label: t('admission.grantBall'), value: show(row.grant_ball) },
          { key: 'grantCount', label: t('admission.grantCount'), value: show(row.grant_count) },
          { key: 'contractBall', label: t('admission.contractBall'), value: show(row.contract_ball) },
          { key: 'contractCount', label: t('admission.contractCount'), value: show(row.contract_count) },
          { key: 'subject1', label: t('admission.subject1'), value: show(row.subject_1) },
          { key: 'subject2', label: t('admission.subject2'), value: show(row.subject_2) },
        ];
        return (
          <li key={`${row.direction_code}-${i}`} className={`${styles.item} ${open ? styles.itemOpen : ''}`}>
            <h3 className={styles.itemHeading}>
              <button
                type="button"
                id={headerId}
                className={styles.itemButton}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : i)}
              >
                <span className={styles.itemName}>{row.direction_name}</span>
                <span className={styles.itemCode}>{t('admission.code', { code: row.direction_code })}</span>
                <span className={styles.chevron} aria-hidden="true" />
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={headerId} className={styles.itemPanel} hidden={!open}>
              <dl className={styles.scores}>
                {fields.map((f) => (
                  <div key={f.key} className={styles.score}>
                    <dt>{f.label}</dt>
                    <dd>{f.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

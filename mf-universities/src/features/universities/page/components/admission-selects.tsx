import { useId } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import type { SortOption } from '@platform/shared/contracts';
import { NS } from '../../../../lib/i18n';
import type { AdmissionFilters } from '../lib/admission-filters';
import styles from './admission.module.css';

interface Props {
  options: SortOption[];
  value: AdmissionFilters;
  onChange: (change: Partial<AdmissionFilters>) => void;
  layout: 'row' | 'stack';
}

/** The three admission dropdowns: year, then the languages and study forms of that year. */
export function AdmissionSelects({ options, value, onChange, layout }: Props) {
  const { t } = useTranslation(NS);
  const id = useId();
  const option = options.find((o) => o.year === value.year) ?? options[0];
  return (
    <div className={layout === 'row' ? styles.selectRow : styles.selectStack}>
      <div className={styles.field}>
        <label htmlFor={`${id}-year`} className={styles.label}>
          {t('admission.year')}
        </label>
        <select
          id={`${id}-year`}
          className={styles.control}
          value={String(value.year)}
          onChange={(e) => onChange({ year: Number(e.target.value) })}
        >
          {options.map((o) => (
            <option key={o.year} value={String(o.year)}>
              {o.year}
            </option>
          ))}
        </select>
      </div>
      {option.languages.length > 0 && (
        <div className={styles.field}>
          <label htmlFor={`${id}-language`} className={styles.label}>
            {t('admission.language')}
          </label>
          <select
            id={`${id}-language`}
            className={styles.control}
            value={String(value.language)}
            onChange={(e) => onChange({ language: Number(e.target.value) })}
          >
            {option.languages.map((l) => (
              <option key={l.id} value={String(l.id)}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {option.studies.length > 0 && (
        <div className={styles.field}>
          <label htmlFor={`${id}-study`} className={styles.label}>
            {t('admission.study')}
          </label>
          <select
            id={`${id}-study`}
            className={styles.control}
            value={String(value.study)}
            onChange={(e) => onChange({ study: Number(e.target.value) })}
          >
            {option.studies.map((s) => (
              <option key={s.id} value={String(s.id)}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}

import { Select } from '@platform/shared/form';
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
  const option = options.find((o) => o.year === value.year) ?? options[0];
  return (
    <div className={layout === 'row' ? styles.selectRow : styles.selectStack}>
      <Select label={t('admission.year')} value={String(value.year)} onChange={(e) => onChange({ year: Number(e.target.value) })}>
        {options.map((o) => (
          <option key={o.year} value={String(o.year)}>
            {o.year}
          </option>
        ))}
      </Select>
      {option.languages.length > 0 && (
        <Select
          label={t('admission.language')}
          value={String(value.language)}
          onChange={(e) => onChange({ language: Number(e.target.value) })}
        >
          {option.languages.map((l) => (
            <option key={l.id} value={String(l.id)}>
              {l.name}
            </option>
          ))}
        </Select>
      )}
      {option.studies.length > 0 && (
        <Select label={t('admission.study')} value={String(value.study)} onChange={(e) => onChange({ study: Number(e.target.value) })}>
          {option.studies.map((s) => (
            <option key={s.id} value={String(s.id)}>
              {s.name}
            </option>
          ))}
        </Select>
      )}
    </div>
  );
}

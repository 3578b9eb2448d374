import { Select } from '@platform/shared/form';
import { useTranslation } from '@platform/shared/i18n';
import { UNIVERSITY_TYPES, universityTypeSchema, type UniversityType } from '@platform/shared/contracts';
import { NS } from '../../../../lib/i18n';
import type { UniversityListParams } from '../../../../lib/university-keys';
import { useAddresses } from '../api/get-addresses';
import { UniversitySearch } from './university-search';
import styles from './university-filters.module.css';

interface Props {
  params: UniversityListParams;
  /** Hidden on /xususiy-universitetlar, where the type is fixed. */
  showType: boolean;
  onChange: (change: { type?: UniversityType; addressId?: number; search?: string }, options?: { replace?: boolean }) => void;
}

export function UniversityFilters({ params, showType, onChange }: Props) {
  const { t } = useTranslation(NS);
  const regions = useAddresses();

  return (
    <div className={styles.filters} aria-label={t('list.filters.label')} role="group">
      <UniversitySearch value={params.search} onSearch={(search) => onChange({ search }, { replace: true })} />
      <div className={styles.selects}>
        {showType && (
          <Select
            label={t('type.label')}
            value={params.type}
            onChange={(e) => {
              const parsed = universityTypeSchema.safeParse(e.target.value);
              if (parsed.success) onChange({ type: parsed.data });
            }}
          >
            {UNIVERSITY_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`type.${type}`)}
              </option>
            ))}
          </Select>
        )}
        <Select
          label={t('list.filters.region')}
          value={String(params.addressId)}
          onChange={(e) => onChange({ addressId: Number(e.target.value) })}
        >
          <option value="0">{t('list.filters.allRegions')}</option>
          {regions.data?.map((region) => (
            <option key={region.id} value={String(region.id)}>
              {region.name}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import type { SortOption } from '@platform/shared/contracts';
import { Button, Drawer } from '@platform/shared/ui';
import { NS } from '../../../../lib/i18n';
import { resolveAdmissionFilters, toRaw, type AdmissionFilters } from '../lib/admission-filters';
import { AdmissionSelects } from './admission-selects';
import styles from './admission.module.css';

function summary(options: SortOption[], value: AdmissionFilters): string {
  const option = options.find((o) => o.year === value.year);
  const language = option?.languages.find((l) => l.id === value.language)?.name;
  const study = option?.studies.find((s) => s.id === value.study)?.name;
  return [String(value.year), language, study].filter(Boolean).join(' · ');
}

/** Phones: a "filters" button opens a bottom sheet; choices are a draft until Save applies them. */
export function AdmissionFiltersDrawer({
  options,
  value,
  onApply,
}: {
  options: SortOption[];
  value: AdmissionFilters;
  onApply: (value: AdmissionFilters) => void;
}) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(value);

  const openDrawer = () => {
    setDraft(value);
    setOpen(true);
  };
  const changeDraft = (change: Partial<AdmissionFilters>) => {
    setDraft((current) => resolveAdmissionFilters(options, toRaw({ ...current, ...change })) ?? current);
  };
  const save = () => {
    onApply(draft);
    setOpen(false);
  };

  return (
    <>
      <button type="button" className={styles.filtersButton} aria-haspopup="dialog" onClick={openDrawer}>
        <span className={styles.filtersButtonLabel}>{t('admission.filters')}</span>
        <span className={styles.filtersSummary}>{summary(options, value)}</span>
      </button>
      <Drawer open={open} title={t('admission.filtersTitle')} onClose={() => setOpen(false)}>
        <AdmissionSelects options={options} value={draft} onChange={changeDraft} layout="stack" />
        <Button className={styles.saveButton} onClick={save}>
          {t('save', { ns: 'common' })}
        </Button>
      </Drawer>
    </>
  );
}

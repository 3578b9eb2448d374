import { useState } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import type { ProgramSubjectOption } from '@platform/shared/programs';
import { Drawer } from '@platform/shared/ui';
import { NS } from '../../../../lib/i18n';
import styles from './programs.module.css';

interface PickerProps {
  subjects: ProgramSubjectOption[];
  value: number;
  onChange: (subject: number) => void;
}

function SubjectList({ subjects, value, onChange, label }: PickerProps & { label: string }) {
  const { t } = useTranslation(NS);
  const options = [{ id: 0, name: t('programs.subjects.all'), count: null as number | null }, ...subjects];
  return (
    <ul className={styles.subjectList} aria-label={label}>
      {options.map((s) => (
        <li key={s.id}>
          <button type="button" className={styles.subjectButton} aria-pressed={s.id === value} onClick={() => onChange(s.id)}>
            <span>{s.name}</span>
            {s.count !== null && <span className={styles.count}>{s.count}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** SPEC §2 subject picker: a side list on wide screens, a bottom drawer on phones; "all" by default. */
export function SubjectPicker(props: PickerProps) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const current = props.subjects.find((s) => s.id === props.value)?.name ?? t('programs.subjects.all');
  return (
    <>
      <aside className={styles.side}>
        <h2 className={styles.sideTitle}>{t('programs.subjects.title')}</h2>
        <SubjectList {...props} label={t('programs.subjects.title')} />
      </aside>
      <button type="button" className={styles.pickerButton} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <span>{t('programs.subjects.title')}:</span> <strong>{current}</strong>
      </button>
      <Drawer open={open} title={t('programs.subjects.title')} onClose={() => setOpen(false)}>
        <SubjectList
          {...props}
          label={t('programs.subjects.title')}
          onChange={(id) => {
            props.onChange(id);
            setOpen(false);
          }}
        />
      </Drawer>
    </>
  );
}

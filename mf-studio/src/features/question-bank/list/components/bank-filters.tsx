import { useState, type FormEvent } from 'react';
import { Select, TextInput } from '@platform/shared/form';
import { useSubjectsQuery } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import { DRAFT_STATUSES } from '@platform/shared/studio';
import { Button } from '@platform/shared/ui';
import { NS } from '../../../../lib/i18n';
import { studioKeys } from '../../../../lib/studio-keys';
import type { BankFilters } from '../../api/get-questions';
import { DifficultyOptions } from '../../lib/difficulty-options';
import styles from './bank.module.css';

type Change = Record<string, string | number | undefined>;

/** The bank's filters: each select applies at once, the topic (a lesson key) when its form is sent. */
export function BankFiltersBar({ value, onChange }: { value: BankFilters; onChange: (changes: Change) => void }) {
  const { t } = useTranslation(NS);
  const subjects = useSubjectsQuery((locale) => [...studioKeys.area('subjects'), locale]);
  const [topic, setTopic] = useState(value.topic ?? '');
  const applyTopic = (event: FormEvent) => {
    event.preventDefault();
    onChange({ topic: topic.trim().toLowerCase() });
  };
  return (
    <div className={styles.filters}>
      <Select
        label={t('bank.subject')}
        placeholder={t('bank.all')}
        value={value.subject_id ? String(value.subject_id) : ''}
        onChange={(event) => onChange({ subject: event.target.value })}
      >
        {(subjects.data ?? []).map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </Select>
      <Select
        label={t('bank.difficulty')}
        placeholder={t('bank.all')}
        value={value.difficulty ? String(value.difficulty) : ''}
        onChange={(event) => onChange({ difficulty: event.target.value })}
      >
        <DifficultyOptions />
      </Select>
      <Select
        label={t('bank.status')}
        placeholder={t('bank.all')}
        value={value.status ?? ''}
        onChange={(event) => onChange({ status: event.target.value })}
      >
        {DRAFT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`bank.statuses.${s}`)}
          </option>
        ))}
      </Select>
      <Select
        label={t('bank.missing')}
        placeholder={t('bank.all')}
        value={value.missing ?? ''}
        onChange={(event) => onChange({ missing: event.target.value })}
      >
        <option value="uz">{t('bank.missingUz')}</option>
        <option value="ru">{t('bank.missingRu')}</option>
      </Select>
      <Select
        label={t('bank.reports')}
        placeholder={t('bank.all')}
        value={value.reports ?? ''}
        onChange={(event) => onChange({ reports: event.target.value })}
      >
        <option value="open">{t('bank.reportsOpen')}</option>
      </Select>
      <form className={styles.topic} onSubmit={applyTopic} aria-label={t('bank.topic')}>
        <TextInput label={t('bank.topic')} hint={t('bank.topicHint')} value={topic} onChange={(event) => setTopic(event.target.value)} />
        <Button type="submit" variant="secondary">
          {t('bank.apply')}
        </Button>
      </form>
    </div>
  );
}

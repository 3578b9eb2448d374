import { useId, useState } from 'react';
import { userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import { bus } from '@platform/shared/events';
import { MAX_SUBJECTS, subjectSaveData } from '@platform/shared/accounts';
import { Skeleton, ErrorState, LoadingRegion, ResponsiveDialog } from '@platform/shared/ui';
import { PROFILE_NS } from '../../../../lib/i18n';
import { useSubjectNames } from '../api/get-subject-names';
import { useSaveSubjects } from '../api/save-subjects';
import { FormActions, useValidationText } from '@platform/shared/form';
import styles from './dialogs.module.css';

/** SPEC §9: 10 placeholders while the subjects load. */
const SUBJECT_SKELETONS = 10;

/** Toggle chips of every subject; Save is disabled with none selected (SPEC §5). */
export function SubjectChooser({ selectedIds, onClose }: { selectedIds: number[]; onClose: () => void }) {
  const { t } = useTranslation(PROFILE_NS);
  const message = useValidationText();
  const problemId = useId();
  const subjects = useSubjectNames();
  const save = useSaveSubjects();
  const [selected, setSelected] = useState<number[]>(selectedIds);
  const checked = subjectSaveData.safeParse({ subject_ids: selected });
  const problem = checked.success ? undefined : message(checked.error.issues[0]?.message);

  const toggle = (id: number) => setSelected((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));

  const submit = () => {
    if (!checked.success) return;
    save.mutate(checked.data.subject_ids, {
      onSuccess: () => {
        bus.emit('toast', { kind: 'success', message: t('subjects.saved') });
        onClose();
      },
    });
  };

  return (
    <ResponsiveDialog open title={t('subjects.title')} onClose={onClose}>
      <p className={styles.hint}>{t('subjects.hint')}</p>
      {subjects.isPending ? (
        <LoadingRegion label={t('subjects.loading')} className={styles.subjectGrid}>
          {Array.from({ length: SUBJECT_SKELETONS }, (_, i) => (
            <Skeleton key={i} height={44} radius={999} />
          ))}
        </LoadingRegion>
      ) : subjects.isError ? (
        <ErrorState message={userMessage(subjects.error)} onRetry={() => void subjects.refetch()} />
      ) : (
        <ul className={styles.subjectGrid} aria-label={t('subjects.title')}>
          {subjects.data.map((subject) => {
            const on = selected.includes(subject.id);
            return (
              <li key={subject.id}>
                <button
                  type="button"
                  className={styles.subjectChip}
                  aria-pressed={on}
                  disabled={!on && selected.length >= MAX_SUBJECTS}
                  onClick={() => toggle(subject.id)}
                >
                  <span aria-hidden="true" className={styles.check}>
                    {on ? '✓' : '+'}
                  </span>
                  {subject.name}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {problem && (
        <p id={problemId} className={styles.error} role="status">
          {problem}
        </p>
      )}
      {save.isError && (
        <p role="alert" className={styles.error}>
          {userMessage(save.error)}
        </p>
      )}
      <FormActions
        onCancel={onClose}
        submitLabel={t('subjects.save')}
        onSubmit={submit}
        pending={save.isPending}
        disabled={!checked.success}
        submitDescribedBy={problem ? problemId : undefined}
      />
    </ResponsiveDialog>
  );
}

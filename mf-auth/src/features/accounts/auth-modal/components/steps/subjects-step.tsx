import { type Role } from '@platform/shared/contracts';
import { subjectIdsSchema } from '@platform/shared/accounts';
import { userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import { Button, Skeleton, ErrorState, LoadingRegion } from '@platform/shared/ui';
import { NS } from '../../../../../lib/i18n';
import { useSubjects } from '../../api/get-subjects';
import { useValidationText } from '@platform/shared/form';
import { StepLayout } from '../step-layout';
import fields from '../../../../../components/fields.module.css';
import styles from '../steps.module.css';

interface SubjectsStepProps {
  titleId: string;
  role: Role | null;
  subjectIds: number[];
  onChange: (subjectIds: number[]) => void;
  /** With the chosen ids that exist in the list. */
  onContinue: (subjectIds: number[]) => void;
}

/** Step 6: the subject grid from GET /subjectname; at least one (the api's own rule). */
export function SubjectsStep({ titleId, role, subjectIds, onChange, onContinue }: SubjectsStepProps) {
  const { t } = useTranslation(NS);
  const text = useValidationText();
  const subjects = useSubjects();
  const known = subjects.data ? subjectIds.filter((id) => subjects.data.some((s) => s.id === id)) : subjectIds;
  const check = subjectIdsSchema.safeParse(known);
  const problem = check.success ? undefined : text(check.error.issues[0]?.message);

  const toggle = (id: number, on: boolean) => onChange(on ? [...known, id] : known.filter((x) => x !== id));

  return (
    <StepLayout
      titleId={titleId}
      title={role === 'TEACHER' ? t('subjects.title_teacher') : t('subjects.title')}
      subtitle={t('subjects.subtitle')}
      footer={
        <>
          <p aria-live="polite" className={fields.hint}>
            {subjects.isSuccess ? (problem ?? t('subjects.selected', { n: known.length })) : ''}
          </p>
          <Button onClick={() => onContinue(known)} disabled={!subjects.isSuccess || !check.success}>
            {t('continue')}
          </Button>
        </>
      }
    >
      {subjects.isPending ? (
        <LoadingRegion label={t('subjects.loading')}>
          <div className={styles.subjects}>
            {Array.from({ length: 10 }, (_, i) => (
              <Skeleton key={i} height={48} />
            ))}
          </div>
        </LoadingRegion>
      ) : subjects.isError ? (
        <ErrorState message={userMessage(subjects.error)} onRetry={() => void subjects.refetch()} />
      ) : (
        <div role="group" aria-labelledby={titleId} className={styles.subjects}>
          {subjects.data.map((subject) => (
            <label key={subject.id} className={styles.option}>
              <input
                type="checkbox"
                className={styles.input}
                value={subject.id}
                checked={known.includes(subject.id)}
                onChange={(event) => toggle(subject.id, event.target.checked)}
              />
              <span className={`${styles.card} ${styles.subject}`}>
                <span className={styles.swatch} style={{ background: subject.color }} aria-hidden="true" />
                <span className={styles.subjectName}>{subject.name}</span>
              </span>
            </label>
          ))}
        </div>
      )}
    </StepLayout>
  );
}

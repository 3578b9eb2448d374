import { useTranslation } from '@platform/shared/i18n';
import type { Profile } from '@platform/shared/accounts';
import { visuallyHidden } from '@platform/shared/ui';
import { PROFILE_NS } from '../../../../lib/i18n';
import { truncateName } from '../lib/format';
import styles from './profile-header.module.css';

/** The profile's subjects; names longer than 10 characters are cut (SPEC §9), the full name is in the title. */
export function SubjectChips({ subjects }: { subjects: Profile['subjects'] }) {
  const { t } = useTranslation(PROFILE_NS);
  if (subjects.length === 0) return <p className={styles.muted}>{t('header.noSubjects')}</p>;
  return (
    <ul className={styles.chips}>
      {subjects.map((subject) => {
        const short = truncateName(subject.name);
        return (
          <li key={subject.id} className={styles.chip} title={subject.name} style={{ borderColor: subject.color || undefined }}>
            {short === subject.name ? (
              subject.name
            ) : (
              <>
                <span aria-hidden="true">{short}</span>
                <span className={visuallyHidden}>{subject.name}</span>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

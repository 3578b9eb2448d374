import { useTranslation } from '@platform/shared/i18n';
import { Link } from '@platform/shared/router';
import { paths } from '@platform/shared/routes';
import { CATALOG_NS } from '../../../../lib/i18n';
import { useSubjects } from '../api/get-subjects';
import { MANDATORY_SUBJECTS } from '../lib/subjects';
import styles from './catalog.module.css';

interface Chip {
  slug: string;
  name: string;
  color?: string;
}

/** Mandatory subjects first, in their order; the others keep the list's order (a stable sort). */
const mandatoryRank = (slug: string) => {
  const i = (MANDATORY_SUBJECTS as readonly string[]).indexOf(slug);
  return i === -1 ? MANDATORY_SUBJECTS.length : i;
};

/** Subject slug → its page. */
export function subjectPath(slug: string): string {
  return `${paths.topicTests}/${encodeURIComponent(slug)}`;
}

/**
 * Links to subject pages: all subjects, then every subject of the subject list (the three mandatory
 * ones first), each with its colour dot. The list does not depend on the tests on screen, so the
 * chips stay put while searching or paging; until it has loaded, the mandatory three stand in.
 */
export function SubjectChips({ current }: { current?: { slug: string } }) {
  const { t } = useTranslation(CATALOG_NS);
  const subjects = useSubjects();
  const chips: Chip[] = subjects.data
    ? [...subjects.data].sort((a, b) => mandatoryRank(a.slug) - mandatoryRank(b.slug))
    : MANDATORY_SUBJECTS.map((slug) => ({ slug, name: t(`subjects.names.${slug}`) }));
  return (
    <nav aria-label={t('subjects.label')} className={styles.chipsNav}>
      <ul className={styles.chips}>
        <li>
          <Link to={paths.topicTests} className={styles.chip} aria-current={current ? undefined : 'page'}>
            {t('subjects.all')}
          </Link>
        </li>
        {chips.map((chip) => (
          <li key={chip.slug}>
            <Link to={subjectPath(chip.slug)} className={styles.chip} aria-current={current?.slug === chip.slug ? 'page' : undefined}>
              <span className={styles.chipDot} style={chip.color ? { backgroundColor: chip.color } : undefined} aria-hidden="true" />
              {chip.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

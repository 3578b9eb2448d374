import { useTranslation } from '@platform/shared/i18n';
import { Link } from '@platform/shared/router';
import { paths } from '@platform/shared/routes';
import type { TestCard } from '@platform/shared/topic-tests';
import { CATALOG_NS } from '../../../../lib/i18n';
import { MANDATORY_SUBJECTS } from '../lib/subjects';
import styles from './catalog.module.css';

interface Chip {
  slug: string;
  name: string;
  color?: string;
}

/** Subject slug → its page. */
export function subjectPath(slug: string): string {
  return `${paths.topicTests}/${encodeURIComponent(slug)}`;
}

/**
 * Links to subject pages: all subjects, the three mandatory ones, then every other subject that
 * has a test on this page (and the current one), without repeats.
 */
export function SubjectChips({ current, cards = [] }: { current?: { slug: string; name?: string; color?: string }; cards?: TestCard[] }) {
  const { t } = useTranslation(CATALOG_NS);
  const chips = new Map<string, Chip>();
  for (const slug of MANDATORY_SUBJECTS) chips.set(slug, { slug, name: t(`subjects.names.${slug}`) });
  const mandatory = chips.get(current?.slug ?? '');
  if (mandatory) mandatory.color = current?.color;
  else if (current?.name) chips.set(current.slug, { slug: current.slug, name: current.name, color: current.color });
  for (const card of cards) {
    const known = chips.get(card.subjectSlug);
    if (!known) chips.set(card.subjectSlug, { slug: card.subjectSlug, name: card.subjectName, color: card.subjectColor });
    else if (!known.color) known.color = card.subjectColor;
  }
  return (
    <nav aria-label={t('subjects.label')} className={styles.chipsNav}>
      <ul className={styles.chips}>
        <li>
          <Link to={paths.topicTests} className={styles.chip} aria-current={current ? undefined : 'page'}>
            {t('subjects.all')}
          </Link>
        </li>
        {[...chips.values()].map((chip) => (
          <li key={chip.slug}>
            <Link to={subjectPath(chip.slug)} className={styles.chip} aria-current={current?.slug === chip.slug ? 'page' : undefined}>
              {chip.color && <span className={styles.chipDot} style={{ backgroundColor: chip.color }} aria-hidden="true" />}
              {chip.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import { NS } from '../../../../lib/i18n';
import { DESCRIPTION_CLAMP } from '../lib/constants';
import styles from './university-page.module.css';

/** Cuts at the last word boundary before `limit` characters. */
export function clampText(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function paragraphs(text: string): string[] {
  return text
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** "About": the short description as a lead, the long one collapsed after 300 characters. */
export function UniversityDescription({ description, longDescription }: { description: string; longDescription: string }) {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const bodyId = useId();
  const [expanded, setExpanded] = useState(false);
  const long = longDescription.trim();
  if (!description.trim() && !long) return null;
  const collapsible = long.length > DESCRIPTION_CLAMP;
  const shown = collapsible && !expanded ? clampText(long, DESCRIPTION_CLAMP) : long;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('page.about')}
      </h2>
      {description.trim() && <p className={styles.lead}>{description}</p>}
      {long && (
        <div id={bodyId} className={styles.prose}>
          {paragraphs(shown).map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
      )}
      {collapsible && (
        <button
          type="button"
          className={styles.textButton}
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded((v) => !v)}
        >
          {t(expanded ? 'page.showLess' : 'page.showMore')}
        </button>
      )}
    </section>
  );
}

import { useId } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import type { UniversityDetail } from '@platform/shared/contracts';
import { NS } from '../../../../lib/i18n';
import { coordinatesOf, osmEmbedUrl } from '../lib/links';
import styles from './university-page.module.css';

/** Map pin of a public university (Tashkent centre when it has no coordinates, SPEC §9). */
export function UniversityMap({ university }: { university: UniversityDetail }) {
  const { t } = useTranslation(NS);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('page.map.title')}
      </h2>
      <iframe
        className={styles.map}
        title={t('page.map.frameTitle', { name: university.name })}
        src={osmEmbedUrl(coordinatesOf(university))}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
      />
    </section>
  );
}

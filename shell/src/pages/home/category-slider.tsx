import { useRef } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import { SectionLink } from '../../layout/section-link';
import { testCategories } from './marketing';
import styles from './home.module.css';

export function CategorySlider() {
  const { t } = useTranslation('shell');
  const track = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => track.current?.scrollBy({ left: direction * track.current.clientWidth * 0.8, behavior: 'smooth' });
  return (
    <section className={styles.section} aria-labelledby="categories-title">
      <div className={styles.sectionHead}>
        <h2 id="categories-title">{t('home.categories.title')}</h2>
        <div className={styles.sliderButtons}>
          <button type="button" onClick={() => scroll(-1)} aria-label={t('home.categories.prev')}>
            ‹
          </button>
          <button type="button" onClick={() => scroll(1)} aria-label={t('home.categories.next')}>
            ›
          </button>
        </div>
      </div>
      <ul ref={track} className={styles.slider}>
        {testCategories.map((c) => (
          <li key={c.id}>
            <SectionLink to={c.to} className={styles.category} style={{ borderTopColor: c.colour }}>
              <strong>{t(`home.categories.${c.id}.name`)}</strong>
              <span>{t(`home.categories.${c.id}.text`)}</span>
              {c.count !== null ? (
                <em>{t('home.categories.count', { count: c.count })}</em>
              ) : (
                'fact' in c && <em>{t(`home.categories.${c.id}.count`)}</em>
              )}
            </SectionLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import { Button } from '@platform/shared/ui';
import { NS } from '../../../../lib/i18n';
import { useTestimonials } from '../api/pro-reads';
import styles from './pro.module.css';

/** Testimonials carousel (`GET /user-feedback/view`): one at a time, previous / next, polite announcements. */
export function Testimonials() {
  const { t } = useTranslation(NS);
  const { data = [] } = useTestimonials();
  const [index, setIndex] = useState(0);
  if (data.length === 0) return null;
  const item = data[index % data.length];
  const step = (by: number) => setIndex((i) => (i + by + data.length) % data.length);
  return (
    <section className={styles.section} aria-labelledby="pro-testimonials">
      <h2 id="pro-testimonials">{t('pro.testimonials')}</h2>
      <div className={styles.carousel} aria-roledescription="carousel">
        <blockquote className={styles.quote} aria-live="polite">
          <p>{item.comment}</p>
          <footer>
            {item.first_name} {item.last_name} ·{' '}
            <span aria-label={t('pro.rating', { rating: item.rating })}>{'★'.repeat(item.rating)}</span>
          </footer>
        </blockquote>
        {data.length > 1 && (
          <div className={styles.carouselNav}>
            <Button variant="ghost" aria-label={t('pro.previous')} onClick={() => step(-1)}>
              ‹
            </Button>
            <span>
              {(index % data.length) + 1} / {data.length}
            </span>
            <Button variant="ghost" aria-label={t('pro.next')} onClick={() => step(1)}>
              ›
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}

import type { CSSProperties } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import { NS } from '../../../../lib/i18n';
import { formatRating } from '../../../../components/format';
import styles from './rating-stars.module.css';

/**
 * Five stars (SPEC §9: ratings out of 5), read out as one image: "Reyting: 4.5 / 5". One element
 * drawn by CSS (two star masks, outlines and the filled ones over them), not five SVGs: a catalog
 * page renders 30 of them, and their markup was a quarter of the page's HTML (ADR 062).
 */
export function RatingStars({ value, size = 16 }: { value: number; size?: number }) {
  const { t } = useTranslation(NS);
  const filled = Math.round(Math.min(5, Math.max(0, value)));
  const style = { '--star': `${size}px`, '--filled': filled } as CSSProperties;
  return (
    <span
      role="img"
      aria-label={t('rating.label', { rating: formatRating(value) })}
      className={styles.stars}
      style={style}
      data-filled={filled}
    />
  );
}

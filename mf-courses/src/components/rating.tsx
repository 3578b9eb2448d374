import { useTranslation } from '@platform/shared/i18n';
import { visuallyHidden } from '@platform/shared/ui';
import { NS } from '../lib/i18n';
import styles from './cards.module.css';

/** A star and the rating with one decimal; the number of ratings when given. */
export function Rating({ rating, count }: { rating: number; count?: number }) {
  const { t, i18n } = useTranslation(NS);
  const value = rating.toLocaleString(i18n.language === 'ru' ? 'ru-RU' : 'uz-UZ', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <span className={styles.rating}>
      <span aria-hidden="true" className={styles.star}>
        ★
      </span>
      <span className={visuallyHidden}>{t('card.rating', { rating: value })}</span>
      <span aria-hidden="true">{value}</span>
      {count !== undefined && <span className={styles.ratingCount}>({t('card.ratingCount', { count })})</span>}
    </span>
  );
}

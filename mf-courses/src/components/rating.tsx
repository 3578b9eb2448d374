import { useTranslation } from '@platform/shared/i18n';
import { visuallyHidden } from '@platform/shared/ui';
import { NS } from '../lib/i18n';
import styles from './cards.module.css';

/** A star and the rating with one decimal (a decimal comma); the number of ratings when given. */
export function Rating({ rating, count }: { rating: number; count?: number }) {
  const { t } = useTranslation(NS);
  // a decimal comma in uz and ru alike, written out: the server's ICU (Node) and the browser's wrote
  // uz-UZ differently ("4,6" / "4.6"), and a page rendered by the server then failed to hydrate
  const value = rating.toFixed(1).replace('.', ',');
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

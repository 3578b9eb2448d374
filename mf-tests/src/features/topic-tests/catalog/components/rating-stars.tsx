import { useTranslation } from '@platform/shared/i18n';
import { NS } from '../../../../lib/i18n';
import { formatRating } from '../../../../components/format';
import { StarIcon } from '../../../../components/icons';
import styles from './rating-stars.module.css';

/** Five stars (SPEC §9: ratings out of 5), read out as one image: "Reyting: 4.5 / 5". */
export function RatingStars({ value, size = 16 }: { value: number; size?: number }) {
  const { t } = useTranslation(NS);
  const filled = Math.round(Math.min(5, Math.max(0, value)));
  return (
    <span role="img" aria-label={t('rating.label', { rating: formatRating(value) })} className={styles.stars}>
      {Array.from({ length: 5 }, (_, i) => (
        <StarIcon key={i} filled={i < filled} width={size} height={size} className={i < filled ? styles.on : styles.off} />
      ))}
    </span>
  );
}

import { useTranslation } from '@platform/shared/i18n';
import { coursePrice, type CourseCard } from '@platform/shared/courses';
import { formatUzs } from '@platform/shared/format';
import { NS } from '../lib/i18n';
import styles from './cards.module.css';

/**
 * A course's price (SPEC §9): free, or the discounted price in space-grouped so'm with the old price
 * struck through and the discount, and the PRO badge of paid courses.
 */
export function CoursePrice({
  course,
  large = false,
}: {
  course: Pick<CourseCard, 'price' | 'discount_percent' | 'type'>;
  large?: boolean;
}) {
  const { t } = useTranslation(NS);
  const currency = t('currency', { ns: 'common' });
  if (course.type === 'free') return <span className={`${styles.free} ${large ? styles.large : ''}`}>{t('card.free')}</span>;
  return (
    <span className={`${styles.price} ${large ? styles.large : ''}`}>
      <span className={styles.pro}>{t('card.pro')}</span>
      <strong>{t('card.price', { price: formatUzs(coursePrice(course)), currency })}</strong>
      {course.discount_percent > 0 && (
        <>
          <s className={styles.oldPrice} aria-label={`${t('card.oldPrice')}: ${formatUzs(course.price)} ${currency}`}>
            {formatUzs(course.price)}
          </s>
          <span className={styles.discount}>{t('card.discount', { percent: course.discount_percent })}</span>
        </>
      )}
    </span>
  );
}

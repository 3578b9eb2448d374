import { useTranslation } from '@platform/shared/i18n';
import { formatUzs } from '@platform/shared/format';
import { pricePerMonth, type PremiumPlan } from '@platform/shared/payments';
import { visuallyHidden } from '@platform/shared/ui';
import { NS } from '../../../../lib/i18n';
import styles from './pro.module.css';

/**
 * SPEC §9 plan chooser: radio cards with the months, the discounted price (the old one struck
 * through and a PRO badge when discounted), and the price per 30 days; UZS, space-grouped.
 */
export function PlanChooser({ plans, value, onChange }: { plans: PremiumPlan[]; value: number; onChange: (months: number) => void }) {
  const { t } = useTranslation(NS);
  return (
    <fieldset className={styles.plans}>
      <legend>{t('pro.plans')}</legend>
      {plans.map((plan) => (
        <label key={plan.id} className={styles.plan} data-testid={`plan-${plan.month_count}`}>
          <input
            type="radio"
            name="plan"
            value={plan.month_count}
            checked={plan.month_count === value}
            onChange={() => onChange(plan.month_count)}
          />
          <span className={styles.months}>{t('pro.months', { count: plan.month_count })}</span>
          {plan.discount_percent > 0 && (
            <span className={styles.badge}>
              {t('pro.badge')} {t('pro.discount', { percent: plan.discount_percent })}
            </span>
          )}
          <span className={styles.price}>{t('pro.uzs', { amount: formatUzs(plan.discount_price) })}</span>
          {plan.discount_percent > 0 && (
            <span className={styles.old}>
              <span className={visuallyHidden}>{t('pro.oldPrice')} </span>
              <s>{t('pro.uzs', { amount: formatUzs(plan.price) })}</s>
            </span>
          )}
          <span className={styles.monthly}>{t('pro.perMonth', { price: t('pro.uzs', { amount: formatUzs(pricePerMonth(plan)) }) })}</span>
        </label>
      ))}
    </fieldset>
  );
}

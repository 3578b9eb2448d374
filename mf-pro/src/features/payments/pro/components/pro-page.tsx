import { useTranslation } from '@platform/shared/i18n';
import { userMessage } from '@platform/shared/api';
import { formatDay } from '@platform/shared/dates';
import { useSession } from '@platform/shared/session';
import { ErrorState, LoadingRegion, Skeleton, useDocumentTitle } from '@platform/shared/ui';
import { NS } from '../../../../lib/i18n';
import { ExitFeedback } from '../../exit-feedback';
import { usePlans } from '../api/pro-reads';
import { BuyForm } from './buy-form';
import { FeatureTable } from './feature-table';
import { ProLinks } from './pro-links';
import { Testimonials } from './testimonials';
import styles from './pro.module.css';

/** `/pro` (SPEC §2 "Pro"): what Pro gives, the plans and the purchase, testimonials and links. */
export function ProPage() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('pro.title'));
  const plans = usePlans();
  const premiumUntil = useSession((s) => (s.premium ? (s.user?.premium_until ?? null) : null));
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1>{t('pro.title')}</h1>
        <p>{t('pro.lead')}</p>
        {premiumUntil && (
          <p className={styles.active} data-testid="pro-active">
            {t('pro.active', { date: formatDay(premiumUntil * 1000) })}
          </p>
        )}
      </header>
      <div className={styles.columns}>
        <FeatureTable />
        {plans.isError ? (
          <ErrorState message={userMessage(plans.error)} onRetry={() => plans.refetch()} />
        ) : plans.isPending ? (
          <LoadingRegion label={t('route.loading')}>
            <Skeleton height={420} />
          </LoadingRegion>
        ) : (
          <BuyForm plans={plans.data} />
        )}
      </div>
      <Testimonials />
      <ProLinks />
      <ExitFeedback />
    </div>
  );
}

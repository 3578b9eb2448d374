import { useEffect } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import { userMessage } from '@platform/shared/api';
import { formatDay } from '@platform/shared/dates';
import { Link, useSearchParams } from '@platform/shared/router';
import { paths } from '@platform/shared/routes';
import { ErrorState, LoadingRegion, Skeleton, buttonClass, useDocumentTitle } from '@platform/shared/ui';
import { NS } from '../../../../lib/i18n';
import { useViewer } from '@platform/shared/session';
import { ExitFeedback } from '../../exit-feedback';
import { refreshSession, useOrder } from '../api/get-order';
import styles from './payment.module.css';

/** `/pro/payment?order=`: where the provider sends the buyer back; the order's state and the Pro it left. */
export function PaymentPage() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('payment.title'));
  const [params] = useSearchParams();
  const id = Number(params.get('order') ?? 0);
  const valid = Number.isInteger(id) && id > 0;
  const { userId } = useViewer();
  const order = useOrder(userId, valid ? id : 0);
  const paid = order.data?.state === 'paid';
  useEffect(() => {
    if (paid) refreshSession().catch(() => undefined);
  }, [paid]);

  let body;
  if (!valid) body = <p>{t('payment.missing')}</p>;
  else if (order.isError) body = <ErrorState message={userMessage(order.error)} onRetry={() => order.refetch()} />;
  else if (!order.data)
    body = (
      <LoadingRegion label={t('route.loading')}>
        <Skeleton height={48} />
      </LoadingRegion>
    );
  else
    body = (
      <p role="status" className={styles[order.data.state]} data-testid="payment-state">
        {order.data.state === 'paid'
          ? t('payment.paid', { date: formatDay((order.data.premium_until ?? 0) * 1000) })
          : t(order.data.state === 'pending' ? 'payment.pending' : 'payment.cancelled')}
      </p>
    );

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1>{t('payment.title')}</h1>
        {body}
        <div className={styles.actions}>
          {paid ? (
            <Link to={paths.home} className={buttonClass('primary')}>
              {t('payment.home')}
            </Link>
          ) : (
            <Link to={paths.pro} className={buttonClass('primary')}>
              {t('payment.back')}
            </Link>
          )}
        </div>
      </div>
      {!paid && <ExitFeedback />}
    </div>
  );
}

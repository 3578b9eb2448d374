import { useState } from 'react';
import { isApiStatus, userMessage } from '@platform/shared/api';
import { formatUzs } from '@platform/shared/format';
import { useTranslation } from '@platform/shared/i18n';
import type { PaymentLookup } from '@platform/shared/studio';
import { EmptyState, ErrorState, LoadingRegion, Skeleton, pageLayout as layout } from '@platform/shared/ui';
import { DataTable } from '../../../../components/data-table';
import { dayTime } from '../../../../lib/format';
import { NS } from '../../../../lib/i18n';
import { usePayments, type PaymentsLookup } from '../../api/get-payments';
import { PaymentsForm } from './payments-form';
import styles from './payments.module.css';

type Transaction = PaymentLookup['transactions'][number];
const moment = (seconds: number | null) => (seconds === null ? '—' : dayTime(seconds));

/** One order: what was bought, by whom, its state and its providers' transactions. */
function OrderCard({ order }: { order: PaymentLookup }) {
  const { t } = useTranslation(NS);
  const columns = [
    { header: t('payments.columns.provider'), cell: (tx: Transaction) => t(`payments.providers.${tx.provider}`) },
    { header: t('payments.columns.transaction'), cell: (tx: Transaction) => <code>{tx.id}</code> },
    { header: t('payments.columns.state'), cell: (tx: Transaction) => tx.state },
    { header: t('payments.columns.amount'), cell: (tx: Transaction) => t('payments.sum', { amount: formatUzs(tx.amount) }) },
    { header: t('payments.columns.created'), cell: (tx: Transaction) => moment(tx.created_at) },
    { header: t('payments.columns.performed'), cell: (tx: Transaction) => moment(tx.performed_at) },
    {
      header: t('payments.columns.cancelled'),
      cell: (tx: Transaction) => (tx.cancelled_at === null ? '—' : `${moment(tx.cancelled_at)} (${tx.reason ?? '—'})`),
    },
  ];
  return (
    <article className={styles.order} aria-labelledby={`order-${order.id}`} data-testid="payment-order">
      <h2 id={`order-${order.id}`} className={styles.orderTitle}>
        {t('payments.orderTitle', { id: order.id })} <span className={styles[order.state]}>{t(`payments.states.${order.state}`)}</span>
      </h2>
      <dl className={styles.facts}>
        <dt>{t('payments.phone')}</dt>
        <dd>{order.phone ?? '—'}</dd>
        <dt>{t('payments.plan')}</dt>
        <dd>{t('payments.planValue', { plan: order.plan_id, count: order.month_count })}</dd>
        <dt>{t('payments.amount')}</dt>
        <dd>{t('payments.sum', { amount: formatUzs(order.amount) })}</dd>
        <dt>{t('payments.provider')}</dt>
        <dd>
          {t(`payments.providers.${order.provider}`)} · {order.platform}
        </dd>
        <dt>{t('payments.created')}</dt>
        <dd>{dayTime(order.created_at)}</dd>
        <dt>{t('payments.closed')}</dt>
        <dd>{order.paid_at !== null ? moment(order.paid_at) : moment(order.cancelled_at)}</dd>
      </dl>
      {order.transactions.length === 0 ? (
        <p className={layout.muted}>{t('payments.noTransactions')}</p>
      ) : (
        <DataTable
          caption={t('payments.transactions', { id: order.id })}
          columns={columns}
          rows={order.transactions}
          rowKey={(tx) => `${tx.provider}:${tx.id}`}
        />
      )}
    </article>
  );
}

/** /studio/payments (ops, admin): orders by phone or order id with their transactions; nothing here changes an order. */
export function PaymentsPage() {
  const { t } = useTranslation(NS);
  const [lookup, setLookup] = useState<PaymentsLookup | null>(null);
  const orders = usePayments(lookup);
  const refused = orders.isError && isApiStatus(orders.error, 400);
  return (
    <section aria-labelledby="payments-title">
      <h1 id="payments-title" className={layout.title}>
        {t('sections.payments.title')}
      </h1>
      <p className={layout.muted}>{t('payments.intro')}</p>
      <PaymentsForm value={lookup ?? {}} error={refused ? orders.error : null} onLookup={setLookup} />
      {lookup === null ? null : orders.isPending ? (
        <LoadingRegion label={t('route.loading')}>
          <Skeleton height={120} />
        </LoadingRegion>
      ) : orders.isError ? (
        refused ? null : (
          <ErrorState message={userMessage(orders.error)} onRetry={() => void orders.refetch()} />
        )
      ) : orders.data.length === 0 ? (
        <EmptyState message={t('payments.none')} />
      ) : (
        <div className={styles.orders}>
          {orders.data.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </div>
      )}
    </section>
  );
}

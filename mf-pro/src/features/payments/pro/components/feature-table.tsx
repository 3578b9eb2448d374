import { useTranslation } from '@platform/shared/i18n';
import { PRO_PRODUCTS } from '@platform/shared/payments';
import { ErrorState, LoadingRegion, Skeleton, Tabs } from '@platform/shared/ui';
import { userMessage } from '@platform/shared/api';
import { useState } from 'react';
import { NS } from '../../../../lib/i18n';
import { useFeatures } from '../api/pro-reads';
import styles from './pro.module.css';

/** The product whose comparison the page opens on. */
export const DEFAULT_PRO_PRODUCT: (typeof PRO_PRODUCTS)[number] = 'topic_pro';

/** Free vs Pro of one product at a time (`GET /pro-function/view?type=`). */
export function FeatureTable() {
  const { t } = useTranslation(NS);
  const [product, setProduct] = useState(DEFAULT_PRO_PRODUCT);
  const features = useFeatures(product);
  const mark = (on: boolean) => <span className={on ? styles.yes : styles.no}>{t(on ? 'pro.yes' : 'pro.no')}</span>;
  return (
    <section className={styles.section} aria-labelledby="pro-features">
      <h2 id="pro-features">{t('pro.features')}</h2>
      <div className={styles.tabsScroll}>
        <Tabs
          label={t('pro.features')}
          tabs={PRO_PRODUCTS.map((p) => ({ id: p, label: t(`pro.products.${p}`) }))}
          value={product}
          onChange={setProduct}
        />
      </div>
      {features.isError ? (
        <ErrorState message={userMessage(features.error)} onRetry={() => features.refetch()} />
      ) : features.isPending ? (
        <LoadingRegion label={t('route.loading')}>
          <Skeleton height={220} />
        </LoadingRegion>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('pro.feature')}</th>
              <th scope="col">{t('pro.free')}</th>
              <th scope="col">{t('pro.pro')}</th>
            </tr>
          </thead>
          <tbody>
            {(features.data ?? []).map((f) => (
              <tr key={f.id}>
                <th scope="row">{f.name}</th>
                <td>{mark(f.is_free)}</td>
                <td>{mark(f.is_pro)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

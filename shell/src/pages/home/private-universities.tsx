import { userMessage } from '@platform/shared/api';
import { Link } from '@platform/shared/router';
import { useTranslation } from '@platform/shared/i18n';
import { formatUzs } from '@platform/shared/format';
import { paths, universityPath } from '@platform/shared/routes';
import { Button, EmptyState, Skeleton, UniversityLogo } from '@platform/shared/ui';
import { PRIVATE_ON_HOME } from '@platform/shared/shapes';
import { usePrivateUniversities } from './api/get-private-universities';
import styles from './home.module.css';

export function PrivateUniversities() {
  const { t } = useTranslation(['shell', 'common']);
  const query = usePrivateUniversities();
  return (
    <section className={styles.section} aria-labelledby="private-title">
      <div className={styles.sectionHead}>
        <h2 id="private-title">{t('home.private.title')}</h2>
        <Link to={paths.privateUniversities}>{t('home.private.all')}</Link>
      </div>
      {query.isPending ? (
        <ul className={styles.cards} aria-busy="true">
          {Array.from({ length: PRIVATE_ON_HOME }, (_, i) => (
            <li key={i}>
              <Skeleton height={150} />
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <div role="alert" className={styles.error}>
          <p>{userMessage(query.error)}</p>
          <Button variant="ghost" onClick={() => void query.refetch()}>
            {t('common:retry')}
          </Button>
        </div>
      ) : query.data.data.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className={styles.cards}>
          {query.data.data.map((u) => (
            <li key={u.id}>
              <Link to={universityPath(u.type, u.slug)} className={styles.uniCard}>
                <UniversityLogo name={u.name} logo={u.logo} />
                <strong>{u.name}</strong>
                {u.region && <span className={styles.muted}>{u.region.name}</span>}
                {u.min_contract_price !== null && (
                  <span>
                    {t('home.private.priceFrom', { price: formatUzs(u.min_contract_price) })} {t('common:currency')}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

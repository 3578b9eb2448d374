import { userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import { ErrorState, LoadingRegion, Skeleton, useDocumentTitle, pageLayout as layout } from '@platform/shared/ui';
import { NS } from '../../../../lib/i18n';
import { clockOf, useOlympiads } from '../../api/olympiads';
import { OlympiadCard } from '../../../../components/olympiad-card';
import styles from '../../../../components/olympiads.module.css';

function Section({ which }: { which: 'active' | 'finished' }) {
  const { t } = useTranslation(NS);
  const query = useOlympiads(which);
  if (query.isError) return <ErrorState message={userMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (!query.data)
    return (
      <LoadingRegion label={t('route.loading')}>
        <Skeleton height={180} />
      </LoadingRegion>
    );
  const { items, server_now } = query.data.data;
  const clock = clockOf(server_now, query.data.receivedAt);
  if (!items.length) return <p className={styles.muted}>{t('list.empty')}</p>;
  // the banner: the running olympiad (else the next one) with its countdown
  const [first, ...rest] =
    which === 'active' ? [...items].sort((a, b) => Number(b.status === 'active') - Number(a.status === 'active')) : [null, ...items];
  return (
    <>
      {first && <OlympiadCard olympic={first} clock={clock} banner />}
      {rest.length > 0 && <div className={styles.grid}>{rest.map((o) => o && <OlympiadCard key={o.id} olympic={o} clock={clock} />)}</div>}
    </>
  );
}

const SECTIONS = [
  { which: 'active', id: 'olympiads-current', title: 'list.current' },
  { which: 'finished', id: 'olympiads-finished', title: 'list.finished' },
] as const;

/** `/online-olimpiadalar`: the banner with its countdown, the coming olympiads, the finished ones with statistics. */
export function OlympiadsPage() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('list.documentTitle'));
  return (
    <div className={layout.page}>
      <h1 className={layout.title}>{t('list.title')}</h1>
      <p className={layout.muted}>{t('list.lead')}</p>
      {SECTIONS.map(({ which, id, title }) => (
        <section key={which} className={layout.section} aria-labelledby={id}>
          <h2 id={id} className={layout.sectionTitle}>
            {t(title)}
          </h2>
          <Section which={which} />
        </section>
      ))}
    </div>
  );
}

import { userMessage } from '@platform/shared/api';
import { formatDayTime } from '@platform/shared/dates';
import { useTranslation } from '@platform/shared/i18n';
import { Link } from '@platform/shared/router';
import { useSession } from '@platform/shared/session';
import { EmptyState, ErrorState, LoadingRegion, Skeleton, buttonClass, pageLayout as layout } from '@platform/shared/ui';
import { studioPath } from '../../../../lib/sections';
import { useOlympiads } from '../../api/olympiads-api';
import { OLYMPIADS_NS } from '../../lib/i18n';
import styles from '../../../../components/studio-list.module.css';

/** /studio/olympiads: every olympiad with its status and counts; a scheduled one opens for editing. */
export function OlympiadsPage() {
  const { t } = useTranslation(OLYMPIADS_NS);
  const locale = useSession((s) => s.locale);
  const list = useOlympiads();
  return (
    <section aria-labelledby="olympiads-title">
      <div className={styles.head}>
        <div>
          <h1 id="olympiads-title" className={layout.title}>
            {t('list.title')}
          </h1>
          <p className={layout.muted}>{t('list.subtitle')}</p>
        </div>
        <Link to={studioPath('olympiads/new')} className={buttonClass('primary')}>
          {t('list.create')}
        </Link>
      </div>
      {list.isPending ? (
        <LoadingRegion label={t('list.loading')}>
          <Skeleton height="5rem" />
          <Skeleton height="5rem" />
        </LoadingRegion>
      ) : list.isError ? (
        <ErrorState message={userMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <EmptyState message={t('list.empty')} />
      ) : (
        <ul className={styles.list}>
          {list.data.data.map((o) => (
            <li key={o.id} className={styles.item}>
              <div className={styles.main}>
                <Link to={studioPath(`olympiads/${o.id}`)} className={styles.name}>
                  {locale === 'ru' ? o.name_ru : o.name_uz}
                </Link>
                <span className={styles[o.status]}>{t(`status.${o.status}`)}</span>
              </div>
              <p className={styles.meta}>
                {t('list.starts')}: <time dateTime={new Date(o.starts_at * 1000).toISOString()}>{formatDayTime(o.starts_at * 1000)}</time> ·{' '}
                {t('list.ends')}: <time dateTime={new Date(o.ends_at * 1000).toISOString()}>{formatDayTime(o.ends_at * 1000)}</time>
              </p>
              <p className={styles.meta}>
                {t('list.courses', { count: o.course_count })} · {t('list.questions', { count: o.question_count })} ·{' '}
                {t('list.participants', { count: o.participants })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

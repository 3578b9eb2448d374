import { formatDayTime } from '@platform/shared/dates';
import { useTranslation } from '@platform/shared/i18n';
import { Link } from '@platform/shared/router';
import { useSession } from '@platform/shared/session';
import { StudioList } from '../../../../components/studio-list';
import styles from '../../../../components/studio-list.module.css';
import { studioPath } from '../../../../lib/sections';
import { useOlympiads } from '../../api/olympiads-api';
import { OLYMPIADS_NS } from '../../lib/i18n';

const at = (seconds: number) => <time dateTime={new Date(seconds * 1000).toISOString()}>{formatDayTime(seconds * 1000)}</time>;

/** /studio/olympiads: every olympiad with its status and counts; a scheduled one opens for editing. */
export function OlympiadsPage() {
  const { t } = useTranslation(OLYMPIADS_NS);
  const locale = useSession((s) => s.locale);
  return (
    <StudioList
      id="olympiads-title"
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      create={{ to: studioPath('olympiads/new'), label: t('list.create') }}
      loading={t('list.loading')}
      empty={t('list.empty')}
      query={useOlympiads()}
      itemKey={(o) => o.id}
    >
      {(o) => (
        <>
          <div className={styles.main}>
            <Link to={studioPath(`olympiads/${o.id}`)} className={styles.name}>
              {locale === 'ru' ? o.name_ru : o.name_uz}
            </Link>
            <span className={styles[o.status]}>{t(`status.${o.status}`)}</span>
          </div>
          <p className={styles.meta}>
            {t('list.starts')}: {at(o.starts_at)} · {t('list.ends')}: {at(o.ends_at)}
          </p>
          <p className={styles.meta}>
            {t('list.courses', { count: o.course_count })} · {t('list.questions', { count: o.question_count })} ·{' '}
            {t('list.participants', { count: o.participants })}
          </p>
        </>
      )}
    </StudioList>
  );
}

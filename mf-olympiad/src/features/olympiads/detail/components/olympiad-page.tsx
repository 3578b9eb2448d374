import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiStatus, userMessage } from '@platform/shared/api';
import { formatDayTime } from '@platform/shared/dates';
import { useTranslation } from '@platform/shared/i18n';
import { Link, useNavigate, useParams } from '@platform/shared/router';
import { COMBINATION_TYPES } from '@platform/shared/olympiads';
import { Button, buttonClass, ErrorState, LoadingRegion, Skeleton, useDocumentTitle, pageLayout as layout } from '@platform/shared/ui';
import { paths } from '@platform/shared/routes';
import { NS } from '../../../../lib/i18n';
import { olympiadIdOf, olympiadResultsPath, olympiadTestPath } from '../../../../lib/paths';
import { clockOf, startOlympiad, useOlympiad } from '../../api/olympiads';
import { OlympiadStatusLine } from '../../../../components/olympiad-card';
import cards from '../../../../components/olympiads.module.css';
import styles from './olympiad-page.module.css';

/**
 * `/online-olimpiadalar/olimpiada-{id}`: the olympiad, its countdown, the required subjects and — while
 * it runs — the combination select (dtm / fixed_subjects) and the start; a second start is refused
 * with the server's message (wait for the end); a running attempt is continued.
 */
export function OlympiadPage() {
  const { t } = useTranslation(NS);
  const id = olympiadIdOf(useParams().olympiad);
  const query = useOlympiad(id);
  const navigate = useNavigate();
  const client = useQueryClient();
  const [course, setCourse] = useState('');
  const [touched, setTouched] = useState(false);
  const data = query.data?.data;
  useDocumentTitle(data?.olympic.name ?? t('list.documentTitle'));
  const start = useMutation({
    mutationFn: (courseId: number | undefined) => startOlympiad({ olympic_id: id!, ...(courseId ? { olympic_course_id: courseId } : {}) }),
    onSuccess: (res) => {
      void client.invalidateQueries({ queryKey: ['olympiad'] });
      navigate(olympiadTestPath(res.data.olympic_course_id));
    },
  });

  if (id === null || (query.isError && isApiStatus(query.error, 404))) {
    return (
      <div className={layout.page}>
        <h1 className={layout.title}>{t('detail.notFound')}</h1>
        <Link to={paths.olympiads}>{t('detail.back')}</Link>
      </div>
    );
  }
  if (query.isError)
    return (
      <div className={layout.page}>
        <ErrorState message={userMessage(query.error)} onRetry={() => void query.refetch()} />
      </div>
    );
  if (!data)
    return (
      <div className={layout.page}>
        <LoadingRegion label={t('route.loading')}>
          <Skeleton height={320} />
        </LoadingRegion>
      </div>
    );

  const { olympic, courses } = data;
  const needsChoice = COMBINATION_TYPES.includes(olympic.type);
  const chosen = courses.find((c) => String(c.id) === course);
  const missing = needsChoice && !chosen;
  const submit = () => {
    setTouched(true);
    if (missing) return;
    start.mutate(chosen?.id ?? courses[0]?.id);
  };
  const clock = clockOf(data.server_now, query.data?.receivedAt);

  return (
    <div className={layout.page}>
      <p className={styles.crumb}>
        <Link to={paths.olympiads}>{t('detail.back')}</Link>
      </p>
      <div className={cards.badges}>
        <span className={`${cards.badge} ${cards[olympic.status]}`}>{t(`status.${olympic.status}`)}</span>
        <span className={cards.badge}>{t(`type.${olympic.type}`)}</span>
      </div>
      <h1 className={layout.title}>{olympic.name}</h1>
      {olympic.title && <p className={styles.text}>{olympic.title}</p>}
      <p className={layout.muted}>
        {t('detail.window', { start: formatDayTime(olympic.started_time * 1000), end: formatDayTime(olympic.end_time * 1000) })}
      </p>
      <div className={styles.status}>
        <OlympiadStatusLine olympic={olympic} clock={clock} />
      </div>

      {olympic.required_subjects.length > 0 && (
        <section className={layout.section} aria-labelledby="olympiad-required">
          <h2 id="olympiad-required" className={layout.sectionTitle}>
            {t('detail.subjects')}
          </h2>
          <ul className={styles.subjects}>
            {olympic.required_subjects.map((s) => (
              <li key={s.id}>{t('detail.questions', { name: s.name, count: s.question_count })}</li>
            ))}
          </ul>
        </section>
      )}

      <section className={`${layout.section} ${styles.panel}`}>
        {olympic.running_ticket_id !== null && olympic.olympic_course_id !== null ? (
          <Link to={olympiadTestPath(olympic.olympic_course_id)} className={buttonClass('primary')} data-testid="olympiad-continue">
            {t('detail.continue')}
          </Link>
        ) : olympic.already_participated ? (
          <>
            <p role="status">{olympic.status === 'finished' ? null : t('detail.participated')}</p>
            <Link to={olympiadResultsPath(olympic.id)} className={buttonClass('secondary')}>
              {t('detail.results')}
            </Link>
          </>
        ) : olympic.status === 'active' ? (
          <form
            className={styles.form}
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
            noValidate
          >
            {needsChoice ? (
              <label className={styles.pick}>
                <span>{t('detail.combination')}</span>
                <select
                  value={course}
                  onChange={(e) => setCourse(e.target.value)}
                  aria-invalid={touched && missing ? true : undefined}
                  aria-describedby={touched && missing ? 'olympiad-course-error' : undefined}
                  required
                  data-testid="olympiad-course"
                >
                  <option value="">{t('detail.choose')}</option>
                  {courses.map((c) => (
                    <option key={c.id} value={c.id}>
                      {t('detail.minutes', { name: c.name, minutes: c.duration })}
                    </option>
                  ))}
                </select>
              </label>
            ) : (
              courses[0] && <p>{t('detail.duration', { minutes: courses[0].duration })}</p>
            )}
            {touched && missing && (
              <p id="olympiad-course-error" className={styles.error} role="alert">
                {t('detail.combination')}: {t('detail.choose').toLowerCase()}
              </p>
            )}
            {chosen && <p className={layout.muted}>{t('detail.duration', { minutes: chosen.duration })}</p>}
            {start.isError && (
              <p className={styles.error} role="alert" data-testid="olympiad-start-error">
                {userMessage(start.error)}
              </p>
            )}
            <div>
              <Button type="submit" disabled={start.isPending} data-testid="olympiad-start">
                {t('detail.start')}
              </Button>
            </div>
          </form>
        ) : olympic.status === 'inactive' ? (
          <p>{t('detail.notStarted')}</p>
        ) : (
          <Link to={olympiadResultsPath(olympic.id)} className={buttonClass('primary')}>
            {t('detail.results')}
          </Link>
        )}
      </section>
    </div>
  );
}

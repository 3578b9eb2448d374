import { useState } from 'react';
import type { ProfileProgress, ProgressExam, ProgressKind } from '@platform/shared/accounts';
import { ScoreChart } from '@platform/shared/chart';
import { formatDay } from '@platform/shared/dates';
import { useTranslation } from '@platform/shared/i18n';
import { Link } from '@platform/shared/router';
import { paths, reviewPath } from '@platform/shared/routes';
import { Tabs, buttonClass } from '@platform/shared/ui';
import { PROFILE_NS } from '../../../../lib/i18n';
import styles from './progress-view.module.css';

function ExamChart({ exam }: { exam: ProgressExam }) {
  const { t } = useTranslation(PROFILE_NS);
  const kind = t(`progress.kinds.${exam.kind}`);
  const values = exam.results.map((r) => r.ball);
  // the kind's maximum from the weights; else (no weights row) the results' own maximum
  const max = exam.max_ball ?? Math.max(...exam.results.map((r) => r.max_ball));
  const figures = { kind, last: values[values.length - 1], best: Math.max(...values), max };
  return (
    <div className={styles.chart} data-testid={`progress-chart-${exam.kind}`}>
      <p className={styles.summary}>
        <span>{t('progress.last', figures)}</span>
        <span>{t('progress.best', figures)}</span>
      </p>
      <ScoreChart
        points={exam.results.map((r) => ({ id: r.id, value: r.ball, date: formatDay(new Date(r.finished_at * 1000)) }))}
        max={max}
        label={t('progress.chartLabel', figures)}
        maxLabel={t('progress.max', { max })}
        caption={t('progress.caption', { kind })}
        dateHeader={t('progress.date')}
        valueHeader={t('progress.value')}
        formatValue={(value) => value.toLocaleString('ru-RU')}
      />
    </div>
  );
}

function ExamCharts({ exams }: { exams: ProgressExam[] }) {
  const { t } = useTranslation(PROFILE_NS);
  const taken = exams.filter((e) => e.results.length > 0);
  const [chosen, setChosen] = useState<ProgressKind | null>(null);
  if (!taken.length) {
    return (
      <div className={styles.empty}>
        <p>{t('progress.noResults')}</p>
        <Link className={buttonClass('secondary')} to={paths.dtm}>
          {t('progress.start')}
        </Link>
      </div>
    );
  }
  const shown = taken.find((e) => e.kind === chosen) ?? taken[0];
  return (
    <>
      {taken.length > 1 && (
        <Tabs
          label={t('progress.kindsLabel')}
          value={shown.kind}
          onChange={setChosen}
          tabs={taken.map((e) => ({ id: e.kind, label: t(`progress.kinds.${e.kind}`) }))}
        />
      )}
      <ExamChart key={shown.kind} exam={shown} />
    </>
  );
}

/** The body of the progress section: one chart per exam kind taken, accuracy per subject, the weakest topics. */
export function ProgressView({ progress }: { progress: ProfileProgress }) {
  const { t } = useTranslation(PROFILE_NS);
  return (
    <div className={styles.view}>
      <ExamCharts exams={progress.exams} />

      <section className={styles.part} aria-labelledby="progress-subjects-title">
        <div className={styles.partHead}>
          <h3 id="progress-subjects-title" className={styles.partTitle}>
            {t('progress.subjectsTitle')}
          </h3>
          <p className={styles.period}>{t('progress.period', { days: progress.days })}</p>
        </div>
        {progress.subjects.length ? (
          <ul className={styles.subjects} data-testid="progress-subjects">
            {progress.subjects.map((s) => (
              <li key={s.id} className={styles.subject}>
                <span className={styles.subjectName}>{s.name}</span>
                <span className={styles.subjectFigures}>{t('progress.subjectAccuracy', s)}</span>
                <span className={styles.bar} aria-hidden="true">
                  <span className={styles.barFill} style={{ width: `${s.accuracy}%` }} />
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{t('progress.noSubjects', { days: progress.days })}</p>
        )}
      </section>

      <section className={styles.part} aria-labelledby="progress-weakest-title">
        <h3 id="progress-weakest-title" className={styles.partTitle}>
          {t('progress.weakestTitle')}
        </h3>
        {progress.weakest.length ? (
          <ol className={styles.topics} data-testid="progress-weakest">
            {progress.weakest.map((w) => (
              <li key={`${w.subject_slug}/${w.topic}`} className={styles.topic}>
                <span className={styles.topicName}>{w.name}</span>
                <span className={styles.muted}>
                  {t('progress.weakestMeta', { subject: w.subject_name, accuracy: w.accuracy, correct: w.correct, total: w.total })}
                </span>
                <span className={styles.topicLinks}>
                  <Link className={buttonClass('secondary')} to={w.test_url} aria-label={t('progress.practiceLabel', { name: w.name })}>
                    {t('progress.practice')}
                  </Link>
                  <Link
                    className={buttonClass('ghost')}
                    to={reviewPath({ subject: w.subject_slug, topic: w.topic })}
                    aria-label={t('progress.reviewLabel', { name: w.name })}
                  >
                    {t('progress.review')}
                  </Link>
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <p className={styles.muted}>{t('progress.noWeakest', { days: progress.days })}</p>
        )}
      </section>
    </div>
  );
}

import { isApiStatus, userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import { Explanation, MathText } from '@platform/shared/math';
import { Link, useParams, useSearchParams } from '@platform/shared/router';
import { universityPath } from '@platform/shared/routes';
import { useSession } from '@platform/shared/session';
import type { ExamResult } from '@platform/shared/exams';
import { MessagePanel } from '@platform/shared/message-panel';
import { StandingCard } from '@platform/shared/standing';
import { ErrorState, LoadingRegion, Skeleton, buttonClass, useDocumentTitle } from '@platform/shared/ui';
import { EXAMS_NS } from '../../../../lib/i18n';
import { parseTicketId, useViewer } from '../../../topic-tests/results';
import { useExamResult } from '../../api/exam-result';
import { formatClock } from '../../lib/clock';
import { EXAM_PATHS } from '../../lib/kinds';
import { useSectionLabel } from '../../lib/sections';
import styles from './exam-result-page.module.css';
import { CertificateEstimate } from './certificate-estimate';
import { PassingScore } from './passing-score';
import { ReviewAnswer } from './review-answer';

/**
 * `/natijalar/imtihon/:ticketId` — and `/milliy-sertifikat/result?ticket=` for a national
 * certificate — a finished exam's result (issue 13 item 5).
 */
export function ExamResultPage() {
  const { t } = useTranslation(EXAMS_NS);
  const { ticketId } = useParams();
  const [search] = useSearchParams();
  const id = parseTicketId(ticketId ?? search.get('ticket') ?? undefined);
  const viewer = useViewer();
  const locale = useSession((s) => s.locale);
  const result = useExamResult(id ?? 0, locale, viewer, id !== null);
  useDocumentTitle(result.data ? t('result.title', { name: result.data.data.name }) : undefined);

  if (id === null || isApiStatus(result.error, 404)) return <MessagePanel icon="🔍" title={t('result.notFound')} />;
  if (result.data) return <ResultView result={result.data.data} />;
  if (result.isError) {
    if (isApiStatus(result.error, 409)) return <MessagePanel icon="⏳" title={t('result.notFinished')} />;
    return (
      <div className={styles.page}>
        <ErrorState message={userMessage(result.error)} onRetry={() => void result.refetch()} />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <LoadingRegion label={t('result.loading')}>
        <Skeleton height={360} />
      </LoadingRegion>
    </div>
  );
}

function ResultView({ result }: { result: ExamResult }) {
  const { t } = useTranslation(EXAMS_NS);
  const label = useSectionLabel(result.sections);
  const sectionName = new Map(result.sections.map((s) => [s.id, label(s)]));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('result.title', { name: result.name })}</h1>
      <section className={styles.card} aria-labelledby="exam-total">
        <h2 id="exam-total" className={styles.totalLabel}>
          {t('result.total')}
        </h2>
        <p className={styles.total} data-testid="exam-total">
          {t('result.outOf', { ball: result.ball, max: result.max_ball })}
        </p>
        <p className={styles.muted}>{t('result.timeUsed', { time: formatClock(result.seconds_used) })}</p>
        {result.university && <PassingScore university={result.university} />}
        {result.certificate ? (
          <CertificateEstimate certificate={result.certificate} />
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table} data-testid="exam-sections">
              <thead>
                <tr>
                  <th scope="col">{t('result.section')}</th>
                  <th scope="col">{t('result.correct')}</th>
                  <th scope="col">{t('result.weight')}</th>
                  <th scope="col">{t('result.points')}</th>
                </tr>
              </thead>
              <tbody>
                {result.sections.map((s) => (
                  <tr key={s.id}>
                    <th scope="row">{label(s)}</th>
                    <td>
                      {s.correct}/{s.question_count}
                    </td>
                    <td>{t('result.weightValue', { points: s.points })}</td>
                    <td data-testid="exam-section-ball">{t('result.outOf', { ball: s.ball, max: s.max_ball })}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t('result.sumRow')}</th>
                  <td>
                    {result.sections.reduce((n, s) => n + s.correct, 0)}/{result.sections.reduce((n, s) => n + s.question_count, 0)}
                  </td>
                  <td />
                  <td>{t('result.outOf', { ball: result.ball, max: result.max_ball })}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        )}
        <Link
          className={buttonClass('secondary')}
          to={result.university ? universityPath('private', result.university.university_slug) : EXAM_PATHS[result.kind].start}
        >
          {t('result.again')}
        </Link>
      </section>

      {result.standing && <StandingCard standing={result.standing} />}

      {result.kind !== 'block' && result.kind !== 'natcert' && result.kind !== 'private' && (
        <section className={styles.card} aria-labelledby="exam-directions">
          <h2 id="exam-directions" className={styles.heading}>
            {t('result.directions')}
          </h2>
          {result.directions.length ? (
            <ul className={styles.directions}>
              {result.directions.map((d) => (
                <li key={`${d.university_slug}-${d.direction_name}`}>
                  <Link to={universityPath(d.university_type, d.university_slug)} className={styles.link}>
                    {d.university_name}
                  </Link>
                  <span>{d.direction_name}</span>
                  <span className={styles.muted}>
                    {d.grant_ball !== null && t('result.grant', { ball: d.grant_ball })}
                    {d.grant_ball !== null && d.contract_ball !== null && ' · '}
                    {d.contract_ball !== null && t('result.contract', { ball: d.contract_ball })}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{t('result.directionsNone')}</p>
          )}
        </section>
      )}

      <section className={styles.card} aria-labelledby="exam-review">
        <h2 id="exam-review" className={styles.heading}>
          {t('result.review')}
        </h2>
        <ol className={styles.review} data-testid="exam-review">
          {result.questions.map((q) => (
            <li key={q.id} className={styles.reviewItem} data-correct={(q.type ? q.is_correct : q.checked === q.is_true) || undefined}>
              <p className={styles.muted}>{sectionName.get(q.section_id)}</p>
              <p className={styles.questionText}>
                <MathText text={q.text} />
              </p>
              {q.image && <img className={styles.image} src={q.image} alt="" />}
              <ReviewAnswer question={q} />
              {q.type && q.type !== 'essay' && q.score != null && q.points != null && (
                <p className={styles.muted} data-testid="exam-item-score">
                  {t('result.itemScore', { score: q.score, points: q.points })}
                </p>
              )}
              {q.explanation && <Explanation text={q.explanation} testId="exam-explanation" />}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

import { isApiStatus, userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import { Explanation, MathText } from '@platform/shared/math';
import { Link, useParams, useSearchParams } from '@platform/shared/router';
import { paths, universityPath } from '@platform/shared/routes';
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
import { LETTERS } from '../../lib/letters';
import { useSectionLabel } from '../../lib/sections';
import styles from './exam-result-page.module.css';

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

type ReviewedQuestion = ExamResult['questions'][number];

/** The learner's answer and the right one, by the question's type (an essay: its text, not graded). */
function ReviewAnswer({ question: q }: { question: ReviewedQuestion }) {
  const { t } = useTranslation(EXAMS_NS);
  if (q.type === 'matching') {
    const right = new Map((q.right ?? []).map((r) => [r.id, r.text]));
    return (
      <ul className={styles.pairs} data-testid="exam-review-matching">
        {(q.left ?? []).map((left, i) => (
          <li key={left}>
            {t('result.pairRow', {
              left,
              chosen: right.get(q.pairs?.[i] ?? -1) ?? t('result.noAnswer'),
              right: right.get(q.key_pairs?.[i] ?? -1) ?? '',
            })}
          </li>
        ))}
      </ul>
    );
  }
  if (q.type === 'short' || q.type === 'essay') {
    return (
      <>
        <p>
          {t('result.yourAnswer')}: <strong className={styles.answerText}>{q.answer_text?.trim() || t('result.noAnswer')}</strong>
        </p>
        {q.type === 'short' ? (
          <p data-testid="exam-correct-answer">
            {t('result.acceptedAnswers')}: <strong>{(q.key_answers ?? []).join(' / ')}</strong>
          </p>
        ) : (
          <p className={styles.muted} data-testid="exam-essay-status">
            {t('result.notAutoGraded')}
          </p>
        )}
      </>
    );
  }
  const chosen = q.options.findIndex((o) => o.id === q.checked);
  const correct = q.options.findIndex((o) => o.id === q.is_true);
  return (
    <>
      <p>
        {t('result.yourAnswer')}: <strong>{chosen >= 0 ? <ReviewOption question={q} index={chosen} /> : t('result.noAnswer')}</strong>
      </p>
      <p data-testid="exam-correct-answer">
        {t('result.correctAnswer')}: <strong>{correct >= 0 && <ReviewOption question={q} index={correct} />}</strong>
      </p>
    </>
  );
}

/** An option of the review: its letter, its text and its picture (an option may be a picture alone). */
function ReviewOption({ question: q, index }: { question: ReviewedQuestion; index: number }) {
  const { t } = useTranslation(EXAMS_NS);
  const option = q.options[index];
  return (
    <>
      {LETTERS[index]}) {option.text && <MathText text={option.text} />}
      {option.image && <img className={styles.optionImage} src={option.image} alt={t('screen.optionImage', { letter: LETTERS[index] })} />}
    </>
  );
}

/**
 * A national certificate: the score and level estimated from raw points (said so in the line and the
 * note: no Rasch calibration without real response data, ADR 042), points per item type.
 */
function CertificateEstimate({ certificate }: { certificate: NonNullable<ExamResult['certificate']> }) {
  const { t } = useTranslation(EXAMS_NS);
  return (
    <>
      <div className={styles.estimate} data-testid="exam-estimate">
        <h3 className={styles.heading}>{t('result.estimateTitle')}</h3>
        <p className={styles.estimateScore}>{t('result.estimateScore', { score: certificate.score })}</p>
        <p className={styles.estimateScore} data-testid="exam-level">
          {certificate.level ? t('result.estimateLevel', { level: certificate.level }) : t('result.noLevel')}
        </p>
        <p className={styles.muted}>{t('result.estimateNote')}</p>
      </div>
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="exam-types">
          <thead>
            <tr>
              <th scope="col">{t('result.itemType')}</th>
              <th scope="col">{t('result.correct')}</th>
              <th scope="col">{t('result.points')}</th>
            </tr>
          </thead>
          <tbody>
            {certificate.by_type.map((row) => (
              <tr key={row.type}>
                <th scope="row">{t(`result.types.${row.type}`)}</th>
                <td>{row.ball === null ? '—' : `${row.correct}/${row.count}`}</td>
                <td>{row.ball === null ? t('result.notAutoGraded') : t('result.outOf', { ball: row.ball, max: row.max_ball })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** A private-university exam (result type `university`): the program's passing score and how the total compares with it. */
function PassingScore({ university }: { university: NonNullable<ExamResult['university']> }) {
  const { t } = useTranslation(EXAMS_NS);
  return (
    <div data-testid="passing-score">
      <p>
        {university.program_name} · {university.university_name}
      </p>
      {university.passing_score === null ? (
        <p className={styles.muted}>{t('private.noPassing')}</p>
      ) : (
        <>
          <p>
            {t('private.passing')}: <strong>{t('private.passingValue', { score: university.passing_score })}</strong>
          </p>
          <p role="status">
            <strong>{university.passed ? t('private.passed') : t('private.failed')}</strong>
          </p>
        </>
      )}
      {university.application_id === null ? (
        <Link
          className={buttonClass('primary')}
          to={`${paths.universityRanking}?university=${encodeURIComponent(university.university_slug)}&apply=${university.program_id}`}
        >
          {t('private.apply')}
        </Link>
      ) : (
        <p>{t('private.applied')}</p>
      )}
    </div>
  );
}

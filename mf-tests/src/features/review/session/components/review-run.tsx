import { userMessage } from '@platform/shared/api';
import { formatDay } from '@platform/shared/dates';
import { useTranslation } from '@platform/shared/i18n';
import { Explanation } from '@platform/shared/math';
import type { ReviewSession } from '@platform/shared/review';
import { Link } from '@platform/shared/router';
import { paths } from '@platform/shared/routes';
import { Button, buttonClass, EmptyState, ErrorState, pageLayout } from '@platform/shared/ui';
import { REVIEW_NS } from '../../../../lib/i18n';
import { useReviewRun } from '../hooks/use-review-run';
import { ReviewQuestion } from './review-question';
import styles from './review-page.module.css';
import q from '@platform/shared/styles/question.module.css';

interface ReviewRunViewProps {
  session: ReviewSession;
  /** ask for the next cards (more are due than one session holds) */
  onMore: () => void;
  /** a card of this subject left today's queue; `due` is the learner's due count now */
  onLeft: (subject: string, due: number) => void;
}

/** One session: the current card, its feedback and explanation, and the end of the session. */
export function ReviewRunView({ session, onMore, onLeft }: ReviewRunViewProps) {
  const { t } = useTranslation(REVIEW_NS);
  const run = useReviewRun(session, onLeft);
  const { current, answer } = run;

  if (!current) {
    if (run.right + run.wrong === 0) {
      return (
        <div className={styles.card} data-testid="review-empty">
          <EmptyState message={t('empty.title')} />
          <p className={pageLayout.muted}>{t('empty.text')}</p>
          <Link to={paths.topicTests} className={buttonClass('primary')}>
            {t('actions.tests')}
          </Link>
        </div>
      );
    }
    return (
      <div className={styles.card} data-testid="review-done" role="status">
        <h2 className={styles.doneTitle}>{t('done.title')}</h2>
        <p>{t('done.score', { right: run.right, wrong: run.wrong })}</p>
        {run.left > 0 ? (
          <>
            <p>{t('done.more', { count: run.left })}</p>
            <Button onClick={onMore}>{t('actions.more')}</Button>
          </>
        ) : (
          <>
            <p className={pageLayout.muted}>{t('done.none')}</p>
            <Link to={paths.topicTests} className={buttonClass('secondary')}>
              {t('actions.tests')}
            </Link>
          </>
        )}
      </div>
    );
  }

  const first = run.right + run.wrong === 0;
  return (
    <section className={styles.card} aria-labelledby="review-left">
      <div className={styles.toolbar}>
        <p id="review-left" className={styles.left} data-testid="review-left">
          {t('left', { count: run.left })}
        </p>
        <p className={styles.tag}>
          {current.subject_name}
          {current.topic ? ` · ${current.topic}` : ''}
        </p>
      </div>

      <ReviewQuestion
        key={`${current.card_id}-${current.reps}`}
        item={current}
        selected={run.selected}
        answer={answer}
        busy={run.checking}
        onSelect={run.select}
        focusOnShow={!first}
      />

      <div aria-live="polite" className={q.feedbackSlot}>
        {answer && (
          <div className={answer.is_right ? q.feedbackRight : q.feedbackWrong} data-testid="review-feedback">
            <span className={q.feedbackTitle}>{answer.is_right ? t('feedback.right') : t('feedback.wrong')}</span>
            <span>{answer.again ? t('feedback.wrongAgain') : t('feedback.rightNext', { date: formatDay(answer.next_at * 1000) })}</span>
          </div>
        )}
      </div>
      {answer?.explanation && (
        <div lang={current.lang}>
          <Explanation text={answer.explanation} testId="review-explanation" />
        </div>
      )}

      {run.failure && !run.checking && <ErrorState message={userMessage(run.failure)} onRetry={run.retry} />}

      <div className={styles.actions}>
        {answer ? (
          <Button onClick={run.next} data-testid="review-next">
            {run.remaining > 1 || answer.again ? t('actions.next') : t('actions.finish')}
          </Button>
        ) : (
          <Button onClick={run.submit} disabled={run.selected === null || run.checking} data-testid="review-check">
            {run.checking ? t('actions.checking') : t('actions.check')}
          </Button>
        )}
      </div>
    </section>
  );
}

import type { CSSProperties } from 'react';
import { groupDigits } from '@platform/shared/format';
import { useTranslation } from '@platform/shared/i18n';
import { formatDayTime } from '@platform/shared/dates';
import type { TestCard as TestCardData } from '@platform/shared/topic-tests';
import { visuallyHidden } from '@platform/shared/ui';
import { NS } from '../../../../lib/i18n';
import { formatRating } from '../../../../components/format';
import { BookmarkIcon, EyeIcon, LockIcon, QuestionsIcon } from '../../../../components/icons';
import { RatingStars } from './rating-stars';
import { useSaveTest } from '../hooks/use-save-test';
import styles from './test-card.module.css';

/**
 * Test card (SPEC §3): subject colour, subject, lesson, questions, rating, views, "new" and
 * time-gate badges, and the save toggle. The lesson button covers the card and opens the preview.
 */
export function TestCard({ card, onOpen }: { card: TestCardData; onOpen: (card: TestCardData) => void }) {
  const { t } = useTranslation(NS);
  const save = useSaveTest(card);
  return (
    <article
      className={styles.card}
      style={{ '--subject-color': card.subjectColor } as CSSProperties}
      data-testid="test-card"
      data-test-id={card.testId}
    >
      <div className={styles.top}>
        <span className={styles.subject}>{card.subjectName}</span>
        <button
          type="button"
          className={styles.save}
          aria-label={t('card.save', { lesson: card.lessonName })}
          aria-pressed={card.isSaved}
          disabled={save.disabled}
          aria-busy={save.isPending || undefined}
          onClick={save.toggle}
        >
          <BookmarkIcon filled={card.isSaved} />
        </button>
      </div>
      <h2 className={styles.lesson}>
        <button type="button" className={styles.open} onClick={() => onOpen(card)}>
          {card.lessonName}
        </button>
      </h2>
      {(card.isNew || card.opensAt !== null) && (
        <div className={styles.badges}>
          {card.isNew && <span className={`${styles.badge} ${styles.new}`}>{t('card.new')}</span>}
          {card.opensAt !== null && (
            <span className={`${styles.badge} ${styles.locked}`}>
              <LockIcon width={14} height={14} />
              {t('card.opensAt', { date: formatDayTime(card.opensAt * 1000) })}
            </span>
          )}
        </div>
      )}
      <ul className={styles.meta}>
        <li>
          <QuestionsIcon width={16} height={16} />
          {t('card.questions', { questions: card.testCount })}
        </li>
        <li>
          <RatingStars value={card.testRating} size={14} />
          <span aria-hidden="true">{formatRating(card.testRating)}</span>
        </li>
        <li>
          <EyeIcon width={16} height={16} />
          <span className={visuallyHidden}>{t('card.views', { views: groupDigits(card.viewCount) })}</span>
          <span aria-hidden="true">{groupDigits(card.viewCount)}</span>
        </li>
      </ul>
    </article>
  );
}

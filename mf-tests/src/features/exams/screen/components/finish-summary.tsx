import { useTranslation } from '@platform/shared/i18n';
import type { ExamQuestion, ExamSection } from '@platform/shared/exams';
import { EXAMS_NS } from '../../../../lib/i18n';
import { isAnswered, type AnswerValue } from '../../lib/answer-store';
import { useSectionLabel } from '../../lib/sections';
import styles from './finish-summary.module.css';

/**
 * The finish dialog's list (issue 31): per section, the unanswered and the flagged questions by
 * number, each a button back to that question (the dialog closes). Sections with neither are left out.
 */
export function FinishSummary({
  sections,
  questions,
  answers,
  flags,
  onGo,
}: {
  sections: ExamSection[];
  questions: ExamQuestion[];
  answers: Record<number, AnswerValue>;
  flags: Set<number>;
  onGo: (index: number) => void;
}) {
  const { t } = useTranslation(EXAMS_NS);
  // a mandatory section and a block of the same subject told apart, as in the tabs
  const sectionName = useSectionLabel(sections);
  const rows = sections
    .map((section) => {
      const own = questions.filter((q) => q.section_id === section.id);
      return {
        section,
        unanswered: own.filter((q) => !isAnswered(answers[q.id])),
        flagged: own.filter((q) => flags.has(q.id)),
      };
    })
    .filter((row) => row.unanswered.length > 0 || row.flagged.length > 0);
  if (rows.length === 0) return null;
  const list = (label: string, items: ExamQuestion[]) =>
    items.length > 0 && (
      <div className={styles.finishKind}>
        <span className={styles.finishLabel} aria-hidden="true">
          {label}:
        </span>
        <ul className={styles.finishList} aria-label={label}>
          {items.map((q) => (
            <li key={q.id}>
              <button
                type="button"
                className={styles.finishJump}
                aria-label={t('screen.finishGo', { number: q.position + 1 })}
                onClick={() => onGo(q.position)}
              >
                {q.position + 1}
              </button>
            </li>
          ))}
        </ul>
      </div>
    );
  return (
    <div className={styles.finishSections}>
      {rows.map(({ section, unanswered, flagged }) => (
        <div key={section.id} role="group" aria-labelledby={`finish-section-${section.id}`} className={styles.finishSection}>
          <p id={`finish-section-${section.id}`} className={styles.finishName}>
            {sectionName(section)}
          </p>
          {list(t('screen.finishUnanswered'), unanswered)}
          {list(t('screen.finishFlagged'), flagged)}
        </div>
      ))}
    </div>
  );
}

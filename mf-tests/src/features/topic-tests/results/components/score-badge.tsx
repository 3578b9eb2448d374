import { scoreColour } from '@platform/shared/format';
import styles from './score-badge.module.css';

/** `ball / total`, coloured by the percent (SPEC §9). */
export function ScoreBadge({
  ball,
  total,
  label,
  size = 'small',
  testId,
}: {
  ball: number;
  total: number;
  /** spoken instead of the bare numbers */
  label?: string;
  size?: 'small' | 'large';
  testId?: string;
}) {
  const colour = scoreColour(ball, total);
  return (
    <span
      className={[styles.score, styles[colour], size === 'large' ? styles.large : ''].filter(Boolean).join(' ')}
      data-colour={colour}
      data-testid={testId}
      aria-label={label}
      role={label ? 'img' : undefined}
    >
      {ball} / {total}
    </span>
  );
}

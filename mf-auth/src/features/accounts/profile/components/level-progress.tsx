import { useTranslation } from '@platform/shared/i18n';
import { levelPercent, type Profile } from '@platform/shared/accounts';
import { groupDigits } from '@platform/shared/format';
import { PROFILE_NS } from '../../../../lib/i18n';
import styles from './profile-header.module.css';

/** "N-bosqich" and the progress within the stage, capped at 100 % (SPEC §9). */
export function LevelProgress({ ball, stage }: { ball: number; stage: Profile['stage'] }) {
  const { t } = useTranslation(PROFILE_NS);
  const percent = levelPercent(ball, stage);
  return (
    <div className={styles.level}>
      <div className={styles.levelHead}>
        <span className={styles.levelName}>{t('header.level', { stage: stage.stage })}</span>
        <span className={styles.levelXp}>{t('header.levelXp', { ball: groupDigits(ball), max: groupDigits(stage.max_xp) })}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('header.levelProgress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className={styles.levelBar}
      >
        <span className={styles.levelFill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

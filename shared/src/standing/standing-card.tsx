import type { Standing, StandingDirection } from '@platform/shared/exams';
import { useTranslation } from '@platform/shared/i18n';
import { Link } from '@platform/shared/router';
import { paths, universityPath } from '@platform/shared/routes';
import styles from './standing-card.module.css';

/** "12,3 more" / "23 short" of a gap (score − threshold). */
function Gap({ gap }: { gap: number }) {
  const { t } = useTranslation('common');
  return gap >= 0 ? (
    <span className={styles.above}>{t('standing.above', { points: t('units.points', { count: gap }) })}</span>
  ) : (
    <span className={styles.below}>{t('standing.short', { points: t('units.pointsGenitive', { count: -gap }) })}</span>
  );
}

function DirectionRow({ direction: d }: { direction: StandingDirection }) {
  const { t } = useTranslation('common');
  return (
    <li className={styles.direction} data-testid="standing-direction">
      <p className={styles.directionName}>
        <Link to={universityPath(d.university_type, d.university_slug)}>{d.university_name}</Link>
        <span>
          {d.direction_code} · {d.direction_name}
        </span>
      </p>
      <dl className={styles.scores}>
        <div>
          <dt>{t('standing.grant', { year: d.year })}</dt>
          <dd>
            {d.grant_ball === null ? t('standing.none') : <strong>{t('units.points', { count: d.grant_ball })}</strong>}
            {d.grant_gap !== null && <Gap gap={d.grant_gap} />}
          </dd>
        </div>
        <div>
          <dt>{t('standing.contract', { year: d.year })}</dt>
          <dd>
            {d.contract_ball === null ? t('standing.none') : <strong>{t('units.points', { count: d.contract_ball })}</strong>}
            {d.contract_gap !== null && <Gap gap={d.contract_gap} />}
          </dd>
        </div>
      </dl>
      {!d.same_subjects && <p className={styles.note}>{t('standing.otherSubjects')}</p>}
    </li>
  );
}

/**
 * Where a DTM or virtual result stands (ADR 045): the percentile among the window's other takers and
 * the gaps to last year's scores of the directions the learner applied to. The exam result and the
 * recommendation page render the api's one `standing` object with it.
 */
export function StandingCard({
  standing,
  headingLevel = 2,
  adviceLink = true,
}: {
  standing: Standing;
  headingLevel?: 2 | 3;
  adviceLink?: boolean;
}) {
  const { t } = useTranslation('common');
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <section className={styles.card} aria-labelledby="standing-title" data-testid="standing">
      <Heading id="standing-title" className={styles.title}>
        {t('standing.title')}
      </Heading>
      {standing.percentile === null ? (
        <p className={styles.text}>{t('standing.alone', { days: standing.window_days })}</p>
      ) : (
        <div className={styles.rank}>
          <p className={styles.percent} aria-hidden="true">
            {standing.percentile}%
          </p>
          <p className={styles.text} data-testid="standing-percentile">
            {t('standing.percentile', { percent: standing.percentile, count: standing.takers, days: standing.window_days })}
          </p>
        </div>
      )}
      <Sub className={styles.subtitle}>{t('standing.directionsTitle')}</Sub>
      {standing.directions.length ? (
        <ul className={styles.directions}>
          {standing.directions.map((d) => (
            <DirectionRow key={`${d.university_slug}-${d.direction_code}`} direction={d} />
          ))}
        </ul>
      ) : (
        <p className={styles.text}>{t('standing.noDirections')}</p>
      )}
      {adviceLink && (
        <p className={styles.text}>
          <Link to={paths.universityAdvice}>{t('standing.adviceLink')}</Link>
        </p>
      )}
    </section>
  );
}

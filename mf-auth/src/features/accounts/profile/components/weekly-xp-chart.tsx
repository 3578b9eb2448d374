import { useTranslation } from '@platform/shared/i18n';
import type { StatsSeries } from '@platform/shared/accounts';
import { groupDigits } from '@platform/shared/format';
import { visuallyHidden } from '@platform/shared/ui';
import { PROFILE_NS } from '../../../../lib/i18n';
import { CHART_HEIGHT, CHART_WIDTH, chartModel } from '../lib/chart';
import styles from './weekly-xp-chart.module.css';

/** Others' lines: dark enough for 3:1 against white, and dashed so colour is not the only difference. */
const OTHER_COLOURS = ['#b45309', '#15803d', '#7e22ce', '#be123c', '#0e7490', '#4b5563'];
const MINE_COLOUR = 'var(--color-primary)';

/**
 * "You vs others": one line per user over the last 7 days, the viewer's line highlighted. Hand-written
 * SVG (no chart library); native tooltips via <title>, and a visually hidden table with the same data.
 */
export function WeeklyXpChart({ series }: { series: StatsSeries[] }) {
  const { t } = useTranslation(PROFILE_NS);
  const model = chartModel(series);
  const nameOf = (s: StatsSeries) => (s.mine ? `${s.full_name} (${t('stats.you')})` : s.full_name);
  const colourOf = new Map<number, string>();
  let other = 0;
  for (const s of series) colourOf.set(s.id, s.mine ? MINE_COLOUR : OTHER_COLOURS[other++ % OTHER_COLOURS.length]);
  const legend = [...series].sort((a, b) => Number(b.mine) - Number(a.mine));
  const summary = legend.map((s) => t('stats.seriesSummary', { name: nameOf(s), ball: groupDigits(s.ball) })).join('; ');
  const empty = series.every((s) => s.results.every((r) => r.ball === 0));

  return (
    <figure className={styles.figure}>
      <div className={styles.plot}>
        <div className={styles.yAxis} aria-hidden="true" style={{ minWidth: `${groupDigits(model.max).length}ch` }}>
          {model.ticks.map((tick) => (
            <span key={tick.value} style={{ top: `${(tick.y / CHART_HEIGHT) * 100}%` }}>
              {groupDigits(tick.value)}
            </span>
          ))}
        </div>
        <svg
          className={styles.svg}
          viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
          role="img"
          aria-label={t('stats.chartLabel', { summary: summary || t('stats.empty') })}
        >
          {model.ticks.map((tick) => (
            <line
              key={tick.value}
              className={styles.grid}
              x1={0}
              x2={CHART_WIDTH}
              y1={tick.y}
              y2={tick.y}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {model.lines.map(({ series: s, points, d }) => (
            <g key={s.id} style={{ color: colourOf.get(s.id) }} className={s.mine ? styles.mine : styles.other}>
              <path d={d} data-series={s.id} className={styles.line} vectorEffect="non-scaling-stroke">
                <title>{t('stats.seriesSummary', { name: nameOf(s), ball: groupDigits(s.ball) })}</title>
              </path>
              {points.map((p) => (
                <circle key={p.x} cx={p.x} cy={p.y} r={s.mine ? 6 : 4.5} className={styles.point}>
                  <title>{t('stats.point', { name: nameOf(s), day: p.day, ball: groupDigits(p.ball) })}</title>
                </circle>
              ))}
            </g>
          ))}
        </svg>
        <ol className={styles.xAxis} aria-hidden="true" style={{ gridTemplateColumns: `repeat(${Math.max(model.days.length, 1)}, 1fr)` }}>
          {model.days.map((day, i) => (
            <li key={i} title={day.name}>
              {day.short}
            </li>
          ))}
        </ol>
      </div>

      {empty && <p className={styles.empty}>{t('stats.empty')}</p>}

      <figcaption>
        <ul className={styles.legend}>
          {legend.map((s) => (
            <li key={s.id} className={s.mine ? styles.legendMine : undefined}>
              <span
                className={`${styles.swatch} ${s.mine ? styles.swatchMine : ''}`}
                style={{ color: colourOf.get(s.id) }}
                aria-hidden="true"
              />
              <span className={styles.legendName}>{nameOf(s)}</span>
              <span className={styles.legendBall}>{t('stats.weekly', { ball: groupDigits(s.ball) })}</span>
            </li>
          ))}
        </ul>
      </figcaption>

      {/* a table lays out at its content width whatever its own width: the hidden box is a block around it */}
      <div className={visuallyHidden}>
        <table>
          <caption>{t('stats.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('stats.user')}</th>
              {model.days.map((day, i) => (
                <th key={i} scope="col">
                  {day.name}
                </th>
              ))}
              <th scope="col">{t('stats.total')}</th>
            </tr>
          </thead>
          <tbody>
            {legend.map((s) => (
              <tr key={s.id}>
                <th scope="row">{nameOf(s)}</th>
                {model.days.map((_, i) => (
                  <td key={i}>{s.results[i]?.ball ?? 0}</td>
                ))}
                <td>{s.ball}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

import { visuallyHidden } from '@platform/shared/ui';
import styles from './score-chart.module.css';

export const SCORE_CHART_WIDTH = 640;
export const SCORE_CHART_HEIGHT = 280;
const PAD_X = 16;
const PAD_Y = 14;

export interface ScorePoint {
  /** stable key of the point (a result id) */
  id: number | string;
  value: number;
  /** the point's date as the reader should hear and see it */
  date: string;
}

export interface ScoreChartProps {
  /** oldest first */
  points: ScorePoint[];
  /** the most the score can be: marked by a dashed line and named by `maxLabel` */
  max: number;
  /** the accessible name of the picture: what it shows and its latest value, in the caller's words */
  label: string;
  /** the legend of the maximum's line, e.g. "Maximum: 189" */
  maxLabel: string;
  /** the caption of the table that carries the same data for screen readers */
  caption: string;
  dateHeader: string;
  valueHeader: string;
  formatValue?: (value: number) => string;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Geometry: x = the points spread evenly (oldest left), y = 0 (bottom) to the top of the scale. */
export function scoreChartModel(points: ScorePoint[], max: number) {
  const top = Math.max(max, ...points.map((p) => p.value), 1);
  const plot = SCORE_CHART_HEIGHT - 2 * PAD_Y;
  const yOf = (value: number) => round(PAD_Y + (1 - Math.max(0, Math.min(value, top)) / top) * plot);
  const span = SCORE_CHART_WIDTH - 2 * PAD_X;
  const xOf = (i: number) => round(points.length > 1 ? PAD_X + (i * span) / (points.length - 1) : SCORE_CHART_WIDTH / 2);
  const placed = points.map((p, i) => ({ ...p, x: xOf(i), y: yOf(p.value) }));
  const d = placed.length > 1 ? placed.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ') : null;
  return { top, maxY: yOf(max), midY: yOf(top / 2), zeroY: yOf(0), points: placed, d };
}

/**
 * Scores over time against their maximum: a small hand-written SVG line chart (no chart library), its
 * maximum marked by a dashed line, each point titled, and a visually hidden table with the same data.
 * Axis labels are HTML beside the picture, so they keep their size however wide the chart is drawn.
 */
export function ScoreChart({ points, max, label, maxLabel, caption, dateHeader, valueHeader, formatValue = String }: ScoreChartProps) {
  const model = scoreChartModel(points, max);
  const last = model.points.length - 1;
  const yPercent = (y: number) => `${(y / SCORE_CHART_HEIGHT) * 100}%`;
  return (
    <figure className={styles.figure}>
      <div className={styles.plot}>
        <div className={styles.yAxis} aria-hidden="true" style={{ minWidth: `${formatValue(model.top).length}ch` }}>
          <span className={styles.maxTick} style={{ top: yPercent(model.maxY) }}>
            {formatValue(max)}
          </span>
          {model.top !== max && <span style={{ top: yPercent(PAD_Y) }}>{formatValue(model.top)}</span>}
          <span style={{ top: yPercent(model.zeroY) }}>0</span>
        </div>
        <svg className={styles.svg} viewBox={`0 0 ${SCORE_CHART_WIDTH} ${SCORE_CHART_HEIGHT}`} role="img" aria-label={label}>
          <line className={styles.grid} x1={0} x2={SCORE_CHART_WIDTH} y1={model.zeroY} y2={model.zeroY} vectorEffect="non-scaling-stroke" />
          <line className={styles.grid} x1={0} x2={SCORE_CHART_WIDTH} y1={model.midY} y2={model.midY} vectorEffect="non-scaling-stroke" />
          <line
            className={styles.maxLine}
            data-testid="score-chart-max"
            x1={0}
            x2={SCORE_CHART_WIDTH}
            y1={model.maxY}
            y2={model.maxY}
            vectorEffect="non-scaling-stroke"
          />
          {model.d && <path className={styles.line} d={model.d} vectorEffect="non-scaling-stroke" />}
          {model.points.map((p, i) => (
            <circle key={p.id} className={i === last ? styles.lastPoint : styles.point} cx={p.x} cy={p.y} r={i === last ? 7 : 5}>
              <title>{`${p.date}: ${formatValue(p.value)}`}</title>
            </circle>
          ))}
        </svg>
        {model.points.length > 0 && (
          <div className={styles.xAxis} aria-hidden="true">
            <span>{model.points[0].date}</span>
            {last > 0 && <span>{model.points[last].date}</span>}
          </div>
        )}
      </div>
      <figcaption className={styles.legend} aria-hidden="true">
        <span className={styles.maxSwatch} />
        {maxLabel}
      </figcaption>
      <div className={visuallyHidden}>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{dateHeader}</th>
              <th scope="col">{valueHeader}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.id}>
                <th scope="row">{p.date}</th>
                <td>{`${formatValue(p.value)} / ${formatValue(max)}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

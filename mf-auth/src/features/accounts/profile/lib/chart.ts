import type { StatsSeries } from '@platform/shared/accounts';

export const CHART_WIDTH = 640;
export const CHART_HEIGHT = 280;
const PAD_Y = 16;

export interface ChartPoint {
  x: number;
  y: number;
  ball: number;
  day: string;
}

export interface ChartLine {
  series: StatsSeries;
  points: ChartPoint[];
  /** SVG path data; a flat line along the bottom when there is nothing to plot. */
  d: string;
}

export interface ChartModel {
  days: { short: string; name: string }[];
  /** The top of the y axis: a round number ≥ the largest daily value, at least 1. */
  max: number;
  /** y of each horizontal grid line with its value, top to bottom. */
  ticks: { y: number; value: number }[];
  /** Others first and the viewer's series last, so `mine` is drawn on top. */
  lines: ChartLine[];
}

/** 1, 2, 5, 10, 20, 50, … the smallest one that is ≥ value. */
export function niceMax(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Geometry of the weekly XP chart: x = day column centres, y = XP from 0 (bottom) to `max` (top). */
export function chartModel(series: StatsSeries[]): ChartModel {
  const longest = series.reduce<StatsSeries | undefined>(
    (best, s) => (!best || s.results.length > best.results.length || (s.mine && s.results.length === best.results.length) ? s : best),
    undefined,
  );
  const days = (longest?.results ?? []).map((r) => ({ short: r.short_name, name: r.name }));
  const max = niceMax(Math.max(0, ...series.flatMap((s) => s.results.map((r) => r.ball))));
  const plot = CHART_HEIGHT - 2 * PAD_Y;
  const yOf = (ball: number) => round(PAD_Y + (1 - Math.max(0, Math.min(ball, max)) / max) * plot);
  const xOf = (i: number) => round(((i + 0.5) * CHART_WIDTH) / Math.max(days.length, 1));
  const ticks = [max, max / 2, 0].filter(Number.isInteger).map((value) => ({ value, y: yOf(value) }));

  const lines = [...series]
    .sort((a, b) => Number(a.mine) - Number(b.mine))
    .map((s) => {
      const points = days.map((day, i) => ({ x: xOf(i), y: yOf(s.results[i]?.ball ?? 0), ball: s.results[i]?.ball ?? 0, day: day.name }));
      const d =
        points.length > 1
          ? points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ')
          : `M0 ${points[0]?.y ?? yOf(0)} H${CHART_WIDTH}`;
      return { series: s, points, d };
    });
  return { days, max, ticks, lines };
}

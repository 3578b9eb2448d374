import { render, screen, within } from '@testing-library/react';
import { ScoreChart, scoreChartModel, SCORE_CHART_HEIGHT, type ScorePoint } from '@platform/shared/chart';

const POINTS: ScorePoint[] = [
  { id: 1, value: 90, date: '1-mart' },
  { id: 2, value: 120.5, date: '8-mart' },
  { id: 3, value: 150, date: '15-mart' },
];

function renderChart(points = POINTS, max = 189) {
  return render(
    <ScoreChart
      points={points}
      max={max}
      label="DTM natijalari: oxirgisi 150 / 189"
      maxLabel="Eng yuqori ball: 189"
      caption="DTM natijalari"
      dateHeader="Sana"
      valueHeader="Ball"
    />,
  );
}

describe('ScoreChart', () => {
  it('is one named picture with a point per result, the maximum marked, and a table of the same data', () => {
    const { container } = renderChart();
    const picture = screen.getByRole('img', { name: 'DTM natijalari: oxirgisi 150 / 189' });
    expect(picture.querySelectorAll('circle')).toHaveLength(3);
    expect([...picture.querySelectorAll('circle title')].map((t) => t.textContent)).toEqual([
      '1-mart: 90',
      '8-mart: 120.5',
      '15-mart: 150',
    ]);
    expect(picture.querySelector('path')?.getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+ L[\d.]+ [\d.]+ L[\d.]+ [\d.]+$/);
    // the maximum's line is at the top of the scale (the scale is the maximum when no score exceeds it)
    const model = scoreChartModel(POINTS, 189);
    expect(screen.getByTestId('score-chart-max').getAttribute('y1')).toBe(String(model.maxY));
    expect(model.maxY).toBeLessThan(model.points[2].y);
    expect(model.zeroY).toBeGreaterThan(model.points[0].y);
    expect(container.textContent).toContain('Eng yuqori ball: 189');

    const table = screen.getByRole('table', { name: 'DTM natijalari' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['SanaBall', '1-mart90 / 189', '8-mart120.5 / 189', '15-mart150 / 189']);
  });

  it('places higher scores higher, the newest on the right', () => {
    const model = scoreChartModel(POINTS, 189);
    expect(model.points.map((p) => p.x)).toEqual([...model.points.map((p) => p.x)].sort((a, b) => a - b));
    expect(model.points[0].y).toBeGreaterThan(model.points[1].y);
    expect(model.points[1].y).toBeGreaterThan(model.points[2].y);
    expect(model.points.every((p) => p.y >= 0 && p.y <= SCORE_CHART_HEIGHT)).toBe(true);
  });

  it('a single result is a dot without a line; a score above the maximum stretches the scale, not the dot off it', () => {
    const { container } = renderChart([{ id: 7, value: 50, date: '2-aprel' }], 93);
    expect(container.querySelector('path')).toBeNull();
    expect(container.querySelectorAll('circle')).toHaveLength(1);
    const over = scoreChartModel([{ id: 1, value: 120, date: 'x' }], 100);
    expect(over.top).toBe(120);
    expect(over.points[0].y).toBeLessThan(over.maxY);
  });
});

import { render, screen, within } from '@testing-library/react';
import { WeeklyXpChart } from '../components/weekly-xp-chart';
import { CHART_HEIGHT, chartModel, niceMax } from '../lib/chart';
import { series } from './helpers';

const others = series({
  id: 2,
  mine: false,
  full_name: 'Dilnoza Rahimova',
  ball: 30,
  results: series().results.map((r) => ({ ...r, ball: 5 })),
});

describe('weekly XP chart', () => {
  it('draws one line per user with the viewer highlighted, day labels, a legend and tooltips', () => {
    const { container } = render(<WeeklyXpChart series={[others, series()]} />);
    const paths = container.querySelectorAll('path[data-series]');
    expect(paths).toHaveLength(2);
    // the viewer's line is drawn last (on top) and styled as `mine`
    expect(paths[1]).toHaveAttribute('data-series', '1');
    expect(paths[1].parentElement).toHaveClass('mine');
    expect(paths[0].parentElement).toHaveClass('other');
    expect(paths[1].querySelector('title')).toHaveTextContent('Aziz Karimov (Siz) — 100 XP');
    expect(container.querySelectorAll('circle')).toHaveLength(14);
    expect(container.querySelector('circle title')).toHaveTextContent('Dilnoza Rahimova, Dushanba: 5 XP');

    const chart = screen.getByRole('img');
    expect(chart).toHaveAccessibleName('Haftalik XP grafigi: Aziz Karimov (Siz) — 100 XP; Dilnoza Rahimova — 30 XP');
    const xLabels = container.querySelectorAll('ol li');
    expect([...xLabels].map((li) => li.textContent)).toEqual(['Du', 'Se', 'Ch', 'Pa', 'Ju', 'Sh', 'Ya']);

    const legend = screen.getAllByRole('listitem').filter((li) => li.closest('ul'));
    expect(legend.map((li) => li.textContent)).toEqual(['Aziz Karimov (Siz)100 XP', 'Dilnoza Rahimova30 XP']);
  });

  it('has a data table for screen readers with every day of every user', () => {
    render(<WeeklyXpChart series={[series(), others]} />);
    const table = screen.getByRole('table', { name: 'Kunlar boʻyicha XP' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Foydalanuvchi', 'Dushanba', 'Seshanba', 'Chorshanba', 'Payshanba', 'Juma', 'Shanba', 'Yakshanba', 'Hafta jami']);
    const mine = within(table).getByRole('row', { name: /Aziz Karimov/ });
    expect(
      within(mine)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['10', '0', '25', '5', '0', '40', '20', '100']);
  });

  it('draws zero data as a flat line along the bottom, not an error', () => {
    const zero = series({ ball: 0, results: series().results.map((r) => ({ ...r, ball: 0 })) });
    const { container } = render(<WeeklyXpChart series={[zero]} />);
    const d = container.querySelector('path[data-series]')?.getAttribute('d') ?? '';
    const ys = [...d.matchAll(/[ML][\d.]+ ([\d.]+)/g)].map((m) => m[1]);
    expect(ys).toHaveLength(7);
    expect(new Set(ys).size).toBe(1);
    expect(screen.getByText('Bu hafta hali XP toʻplanmagan')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renders an empty frame when there are no series at all', () => {
    const { container } = render(<WeeklyXpChart series={[]} />);
    expect(screen.getByRole('img')).toHaveAccessibleName('Haftalik XP grafigi: Bu hafta hali XP toʻplanmagan');
    expect(container.querySelectorAll('path[data-series]')).toHaveLength(0);
  });

  it('scales to a round maximum and keeps every point inside the plot', () => {
    expect([0, 1, 3, 7, 10, 11, 40, 51, 999].map(niceMax)).toEqual([1, 1, 5, 10, 10, 20, 50, 100, 1000]);
    const model = chartModel([series()]);
    expect(model.max).toBe(50);
    const ys = model.lines[0].points.map((p) => p.y);
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ys)).toBeLessThanOrEqual(CHART_HEIGHT);
    // 40 XP is higher (smaller y) than 10 XP
    expect(model.lines[0].points[5].y).toBeLessThan(model.lines[0].points[0].y);
  });
});

import { render, screen, within } from '@testing-library/react';
import { RankingTable, rankingTable } from '@platform/shared/ui';

const COLUMNS = ['Oʻrin', 'Ism', 'Ball', 'Vaqt'] as const;

describe('RankingTable', () => {
  it('has the four column headers and the rows it is given, and a footer row when there is one', () => {
    render(
      <RankingTable
        columns={COLUMNS}
        footer={
          <tfoot>
            <tr>
              <td>12</td>
              <td>Siz</td>
              <td>7</td>
              <td>05:00</td>
            </tr>
          </tfoot>
        }
      >
        <tr>
          <td>1</td>
          <td className={rankingTable.name}>Aziza</td>
          <td>20</td>
          <td>03:10</td>
        </tr>
      </RankingTable>,
    );
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([...COLUMNS]);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', 'Aziza', '20', '03:10']);
    expect(within(rows[2]).getByRole('cell', { name: 'Siz' })).toBeInTheDocument();
  });
});

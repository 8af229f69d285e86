import { ColumnHeads, ScrollTable } from '@/components/ui/ScrollTable';
import type { CategorySeat } from '@/lib/content/law/colleges';
import { columnsFor, formatSeatCell } from './seatColumns';

/** A college's seats by category, with only the columns its rows fill. */
export function SeatTable({ rows }: { rows: CategorySeat[] }) {
  const columns = columnsFor(rows);
  // Every row has a category (the schema requires it): it heads the row, the figures follow.
  const figures = columns.filter((column) => column.key !== 'category');
  return (
    <ScrollTable label="Seats distribution">
      <table className="data-table">
        <ColumnHeads names={columns.map((column) => column.label)} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.category}>
              <th scope="row">{row.category}</th>
              {figures.map((column) => (
                <td key={column.key}>{formatSeatCell(column.key, row[column.key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}

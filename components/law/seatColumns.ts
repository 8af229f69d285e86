import type { CategorySeat } from '@/lib/content/law/colleges';

type Column = keyof CategorySeat;

/** Column headings of a college's seat table, in the order the table shows them. */
export const SEAT_COLUMNS: { key: Column; label: string }[] = [
  { key: 'category', label: 'Category' },
  { key: 'percentage', label: 'Percentage' },
  { key: 'seatsForAllIndiaCandidates', label: 'All-India candidates' },
  { key: 'seatsForTelanganaResidents', label: 'Telangana residents' },
  { key: 'seatsForAllIndia', label: 'All India' },
  { key: 'seatsForWestBengal', label: 'West Bengal' },
  { key: 'seats', label: 'Seats' },
  { key: 'totalSeats', label: 'Total seats' },
];

/** Only the columns at least one row of this college fills. */
export function columnsFor(rows: CategorySeat[]) {
  return SEAT_COLUMNS.filter((column) => rows.some((row) => row[column.key] !== undefined));
}

export function formatSeatCell(key: Column, value: CategorySeat[Column]): string {
  if (value === undefined) return '—';
  if (key === 'percentage' && typeof value === 'number') return `${value}%`;
  return String(value);
}

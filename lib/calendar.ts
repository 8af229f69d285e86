import { createEvent } from 'ics';

export type ExamDate = { exam: string; label: string; date: string; source: string };

/** The .ics file's name for a confirmed date: "clat-2026-12-07". */
export const calendarFileName = (date: ExamDate) => `${date.exam}-${date.date}`;

/** One all-day calendar event for a date taken from an official notice, with the notice's address. */
export function examDateEvent(date: ExamDate, product: string): string {
  const [year, month, day] = date.date.split('-').map(Number);
  const { error, value } = createEvent({
    start: [year, month, day],
    duration: { days: 1 },
    title: date.label,
    description: `${date.label}. Check the official notice before the day: ${date.source}`,
    url: date.source,
    productId: product,
    uid: `${calendarFileName(date)}@${product.toLowerCase().replace(/\s+/g, '')}`,
    calName: product,
  });
  if (error || !value) throw new Error(`calendar: ${calendarFileName(date)}: ${error?.message ?? 'no event'}`);
  return value;
}

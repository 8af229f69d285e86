// Build step: writes an all-day calendar file (.ics) into out/calendar/ for every exam date an
// editor has confirmed in an official notice (content/exam-dates.json, each with its source).
import fs from 'node:fs';
import path from 'node:path';
import { calendarFileName, examDateEvent } from '../../lib/calendar.ts';
import { confirmedExamDates } from '../../lib/content/examDates.ts';
import { getSiteConfig } from '../../lib/content/site.ts';

export async function make({ out }) {
  const dir = path.join(out, 'calendar');
  const dates = confirmedExamDates();
  fs.rmSync(dir, { recursive: true, force: true });
  if (dates.length > 0) fs.mkdirSync(dir, { recursive: true });
  for (const date of dates) fs.writeFileSync(path.join(dir, `${calendarFileName(date)}.ics`), examDateEvent(date, getSiteConfig().product));
  return `${dates.length} confirmed exam date${dates.length === 1 ? '' : 's'} written to out/calendar/`;
}

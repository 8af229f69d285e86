import { calendarFileName, examDateEvent } from './calendar';

describe('exam date calendar files', () => {
  const date = { exam: 'clat', label: 'CLAT 2027 exam day', date: '2026-12-06', source: 'https://consortiumofnlus.ac.in/notice.pdf' };

  it('names the file after the exam and the date', () => {
    expect(calendarFileName(date)).toBe('clat-2026-12-06');
  });

  it('writes one all-day event with the notice as its source', () => {
    const ics = examDateEvent(date, 'Prep Gurus');
    expect(ics).toMatch(/^BEGIN:VCALENDAR/);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toMatch(/DTSTART;VALUE=DATE:20261206/);
    expect(ics).toContain('SUMMARY:CLAT 2027 exam day');
    expect(ics).toContain('URL:https://consortiumofnlus.ac.in/notice.pdf');
  });
});

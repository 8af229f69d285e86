import { announcementWarnings, freshnessWarnings, paperYear, startDates } from './freshness';

const on = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('stale content warnings', () => {
  it('reads start dates from an announcement, with or without a year', () => {
    expect(startDates('Live classes start 5 January. Demo from 12 December 2026.')).toEqual([
      { text: 'start 5 January', day: 5, month: 0, year: undefined },
      { text: 'from 12 December 2026', day: 12, month: 11, year: 2026 },
    ]);
  });

  it('warns of a start date that has passed, one without a year, and a batch for an exam year gone by', () => {
    const today = on('2026-11-26');
    expect(announcementWarnings('CAT 2026 foundation batch: classes start 5 January. Enroll now.', today)).toEqual([
      '"start 5 January" has no year: write it in full, e.g. "start 5 January 2027"',
    ]);
    expect(announcementWarnings('Classes start 5 January 2026.', today)).toEqual(['"start 5 January 2026" has passed']);
    expect(announcementWarnings('CAT 2025 crash batch: classes start 30 November 2026.', today)).toEqual([
      'a batch for CAT 2025, an exam year gone by',
    ]);
    expect(announcementWarnings('CAT 2027 foundation batch: classes start 4 January 2027.', today)).toEqual([]);
    // The day itself is not past.
    expect(announcementWarnings('Classes start 26 November 2026.', today)).toEqual([]);
  });

  it('reads the exam and the newest year from a paper’s name', () => {
    expect(paperYear('CAT 2025 Slot 1 Paper with Solutions')).toEqual({ exam: 'CAT', year: 2025 });
    expect(paperYear('CAT Previous 10 Years Papers (2016–2025) Bundle')).toEqual({ exam: 'CAT', year: 2025 });
    expect(paperYear('SSC CGL Tier 1 Previous Papers 2019–2025')).toEqual({ exam: 'SSC CGL', year: 2025 });
    expect(paperYear('SLAT Previous Papers with Solutions')).toBeNull();
  });

  it('finds nothing stale in today’s content, and warns once the years move on', () => {
    expect(freshnessWarnings(on('2026-11-26'))).toEqual([]);
    const later = freshnessWarnings(on('2028-06-01'));
    // Every exam's cycle, the announcement's date and every store category's papers.
    expect(later.filter((warning) => warning.field === 'facts.cycle')).toHaveLength(10);
    expect(later.some((warning) => warning.file === 'content/marquee.json')).toBe(true);
    expect(later.filter((warning) => warning.file.startsWith('content/store/')).length).toBeGreaterThanOrEqual(3);
    // Current affairs more than 18 months old, each named by the field of its source's event date.
    const currentAffairs = later.filter((warning) => warning.field.endsWith('.source.event'));
    expect(currentAffairs.length).toBeGreaterThanOrEqual(10);
    expect(currentAffairs[0].message).toMatch(/^20\d\d-\d\d-\d\d is more than 18 months ago: replace the question with a recent event$/);
  });
});

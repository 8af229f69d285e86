import { afterRetry, BOX_DAYS, dueIn, endOfDay, isDueToday, isMastered, MASTERED, newReview } from './schedule';

const DAY = 24 * 60 * 60 * 1000;
const start = new Date(2026, 10, 26, 9, 0).getTime(); // 26 November 2026, 09:00 local

describe('spaced review', () => {
  it('makes a new mistake due at once', () => {
    expect(isDueToday(newReview(start), start)).toBe(true);
    expect(dueIn(newReview(start), start)).toBe('today');
  });

  it('moves a question up a box on each right retry: due after 1, 3, 7, 14 and 30 days, then mastered', () => {
    let review = newReview(start);
    let now = start;
    const waits: number[] = [];
    for (const days of BOX_DAYS) {
      review = afterRetry(review, true, now);
      waits.push(Math.round((review.due - now) / DAY));
      expect(isDueToday(review, now)).toBe(false);
      void days;
      expect(isDueToday(review, review.due)).toBe(true);
      now = review.due;
    }
    expect(waits).toEqual([1, 3, 7, 14, 30]);
    review = afterRetry(review, true, now);
    expect(review.box).toBe(MASTERED);
    expect(isMastered(review)).toBe(true);
    expect(isDueToday(review, now + 1000 * DAY)).toBe(false);
    expect(JSON.parse(JSON.stringify(review))).toEqual(review); // stored as a number, not null
  });

  it('sends a wrong retry back to the first box: due tomorrow, from any box', () => {
    let review = newReview(start);
    for (let i = 0; i < 4; i += 1) review = afterRetry(review, true, start);
    const wrong = afterRetry(review, false, start);
    expect(wrong).toEqual({ box: 1, due: start + DAY });
    expect(isDueToday(wrong, start)).toBe(false);
    expect(dueIn(wrong, start)).toBe('tomorrow');
    expect(isDueToday(wrong, start + DAY)).toBe(true);
  });

  it('counts "today" to the end of the local day', () => {
    const lateTonight = new Date(2026, 10, 26, 23, 30).getTime();
    expect(endOfDay(start)).toBe(new Date(2026, 10, 26, 23, 59, 59, 999).getTime());
    expect(isDueToday({ box: 1, due: lateTonight }, start)).toBe(true);
    expect(dueIn({ box: 2, due: start + 3 * DAY }, start)).toBe('in 3 days');
  });
});

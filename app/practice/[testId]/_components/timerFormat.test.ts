import { formatTimer } from '@/lib/practice/engine/format';
import { formatDuration } from './Countdown';

// "12:34 left" on the list of tests must read exactly like the exam screen’s clock.
it('the list’s time left is written like the exam timer', () => {
  for (const seconds of [0, 9, 65, 754, 3599, 3600, 4200, 10_799]) expect(formatTimer(seconds)).toBe(formatDuration(seconds));
});

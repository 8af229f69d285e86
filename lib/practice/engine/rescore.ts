import type { KeyErratum, Keys } from '../model/key';
import type { TestMeta } from '../model/outline';
import type { HistoryEntry } from '../model/stored';
import { scoreAttempt, type Tally } from './scoring';

/**
 * Re-scoring a finished attempt after a key was corrected (content/errata.yaml). A key is not part
 * of the test's version, so an attempt saved before the correction still opens, and its answers
 * are scored again on display anyway; what goes stale are the tallies saved with it (its score and
 * its sections'), which the list of tests and My progress read. This recomputes them and says
 * which correction did it; the answers, times and marks the student saved are kept as they are.
 */

/** What a key decides in a tally; the time and the number of questions do not depend on it. */
const KEYED = ['score', 'correct', 'wrong', 'skipped'] as const satisfies readonly (keyof Tally)[];

const sameKeyed = (a: Tally, b: Tally) => KEYED.every((field) => a[field] === b[field]);
const keyedOf = (tally: Tally) => ({ score: tally.score, correct: tally.correct, wrong: tally.wrong, skipped: tally.skipped });

/** The day an attempt was started, YYYY-MM-DD in India's time (errata are dated as the site publishes them). */
export const attemptDay = (ms: number) => new Date(ms + 5.5 * 3_600_000).toISOString().slice(0, 10);

/**
 * The correction that explains a re-score: the latest of the test's key corrections dated on or after
 * the day of the attempt (one published before it was already in the key it was scored with); when
 * none is, the test's latest.
 */
function explainingErratum(keyErrata: readonly KeyErratum[], startedAt: number): KeyErratum {
  const byDate = [...keyErrata].sort((a, b) => a.date.localeCompare(b.date));
  const day = attemptDay(startedAt);
  return byDate.filter((erratum) => erratum.date >= day).at(-1) ?? byDate.at(-1)!;
}

/**
 * The entry with its tallies as today's keys give them, and `rescored` naming the correction and the
 * score first saved; the same entry (the same object) when the keys agree with what was saved, when
 * the test has no key correction, or when the entry is of another version of the test (whose
 * questions this outline does not describe).
 */
export function rescoreEntry(test: TestMeta, keys: Keys, keyErrata: readonly KeyErratum[], entry: HistoryEntry): HistoryEntry {
  if (keyErrata.length === 0 || entry.version !== test.version) return entry;
  const score = scoreAttempt(test, keys, entry.responses);
  const savedSection = (id: string) => entry.sections.find((section) => section.id === id);
  const sectionsAgree = score.sections.every((section) => {
    const saved = savedSection(section.id);
    return saved === undefined || sameKeyed(saved, section);
  });
  if (sameKeyed(entry, score) && sectionsAgree) return entry;
  return {
    ...entry,
    ...keyedOf(score),
    sections: entry.sections.map((saved) => {
      const now = score.sections.find((section) => section.id === saved.id);
      return now ? { ...saved, ...keyedOf(now) } : saved;
    }),
    rescored: {
      errataDate: explainingErratum(keyErrata, entry.startedAt).date,
      // Re-scored twice (a second correction), the note still names the score the student first saw.
      previousScore: entry.rescored?.previousScore ?? entry.score,
    },
  };
}

/** Every entry re-scored; the same array when none changed, so a caller writes back only what did. */
export function rescoreHistory(test: TestMeta, keys: Keys, keyErrata: readonly KeyErratum[], history: HistoryEntry[]): HistoryEntry[] {
  const next = history.map((entry) => rescoreEntry(test, keys, keyErrata, entry));
  return next.every((entry, index) => entry === history[index]) ? history : next;
}

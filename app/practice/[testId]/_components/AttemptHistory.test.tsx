/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import type { HistoryEntry } from '@/lib/practice/model/stored';
import { AttemptHistory } from './AttemptHistory';

/**
 * The list of attempts says how each was taken and why a score changed: a key correction's note
 * (with the errata link) and paper mode's "on paper" (issue 46). No correction to a key exists in
 * the content today, so this is where the note is drawn from a saved entry.
 */

const tally = { score: 10, maxScore: 20, correct: 12, wrong: 8, skipped: 0, questions: 20, timeMs: 0 };
const base: HistoryEntry = {
  ...tally,
  startedAt: Date.parse('2026-11-20T10:00:00+05:30'),
  submittedAt: Date.parse('2026-11-20T12:00:00+05:30'),
  version: 'v1',
  endReason: 'submitted',
  sections: [{ id: 's', name: 'S', ...tally }],
  responses: {},
};

it('notes a re-scored attempt with the correction’s date and a link to the errata, and one taken on paper', () => {
  const rescored = { ...base, score: 11.25, rescored: { errataDate: '2026-11-26', previousScore: 10 } };
  const onPaper = { ...base, startedAt: base.startedAt + 86_400_000, onPaper: true as const };
  render(<AttemptHistory history={[rescored, onPaper]} version="v1" onOpen={() => undefined} />);
  const [paperRow, rescoredRow] = screen.getAllByRole('row').slice(1);
  expect(rescoredRow).toHaveTextContent('re-scored with the corrected key (errata, 26 November 2026)');
  expect(screen.getByRole('link', { name: 'errata' })).toHaveAttribute('href', '/errata');
  expect(rescoredRow).toHaveTextContent('11.25 / 20');
  expect(paperRow).toHaveTextContent(/, on paper/);
  expect(paperRow).not.toHaveTextContent('re-scored');
});

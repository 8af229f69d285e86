import { testEvents } from './events';
import { notebookItems, recordRetry } from './notebook';
import { filterCounts, listFor, matchesFilter } from './notebookView';
import { endOfDay } from './schedule';
import { entry, lookup } from '@/lib/test-utils/progressFixtures';
import type { HistoryEntry } from '@/lib/practice/store/attempts';

const t0 = new Date(2026, 10, 20, 10, 0).getTime();
const todayEnds = endOfDay(t0);

/** cat-1 as an attempt that timed out: q1 right, q2 wrong and marked, q3 opened and skipped, q4 and q5 never opened. */
function timedOut(): HistoryEntry {
  const attempt = entry(t0, { q1: 'A', q2: 'B', q3: null, q4: null, q5: null }, { marked: ['q2'] });
  for (const id of ['q1', 'q2', 'q3']) attempt.responses[id].visited = true;
  for (const id of ['q4', 'q5']) attempt.responses[id] = { answer: null, marked: false, timeMs: 0, visited: false };
  return attempt;
}

describe('the notebook and questions never opened', () => {
  it('leaves out a question never opened, and does not schedule it', () => {
    const { items } = notebookItems(testEvents({ 'cat-1': [timedOut()] }, lookup), {});
    expect(items.map((item) => item.ref).sort()).toEqual(['cat-1/q2', 'cat-1/q3']);
    expect(filterCounts(items, todayEnds)).toEqual({ due: 2, wrong: 1, marked: 1, skipped: 1, all: 2 });
  });

  it('reads an entry saved before `visited` was kept: no answer, no mark and no time means never opened', () => {
    const old = timedOut();
    for (const response of Object.values(old.responses)) delete response.visited;
    const { items } = notebookItems(testEvents({ 'cat-1': [old] }, lookup), {});
    expect(items.map((item) => item.ref).sort()).toEqual(['cat-1/q2', 'cat-1/q3']);
  });

  it('keeps a never-opened question that a stored notebook already reviews (nothing retried is lost)', () => {
    const events = testEvents({ 'cat-1': [timedOut()] }, lookup);
    const opened = testEvents({ 'cat-1': [{ ...timedOut(), responses: { q4: { answer: null, marked: false, timeMs: 5 } } }] }, lookup);
    const [q4] = notebookItems(opened, {}).items;
    const state = recordRetry({}, q4, 'A', true, t0 + 1000);
    expect(notebookItems(events, state).items.map((item) => item.ref)).toContain('cat-1/q4');
  });
});

describe('the notebook filters', () => {
  // Two attempts: in the newer one q3 (opened) and q5 were skipped, q4 answered wrongly; in the older one q2 wrong and marked.
  const older = entry(t0 - 86_400_000, { q1: 'A', q2: 'B' }, { marked: ['q2'] });
  const newer = entry(t0, { q3: null, q4: 'B', q5: null });
  const { items } = notebookItems(testEvents({ 'cat-1': [older, newer] }, lookup), {});

  it('files each question under what went wrong', () => {
    const under = (filter: Parameters<typeof matchesFilter>[1]) =>
      items.filter((item) => matchesFilter(item, filter, todayEnds)).map((item) => item.ref.slice(6));
    expect(under('wrong').sort()).toEqual(['q2', 'q4']);
    expect(under('marked')).toEqual(['q2']);
    expect(under('skipped').sort()).toEqual(['q3', 'q5']);
    expect(under('all')).toHaveLength(4);
  });

  it('lists real mistakes before skipped ones, even older ones, and keeps groups together', () => {
    const listed = listFor(items, 'all', todayEnds, () => 0, 1);
    expect(listed.map((item) => item.ref.slice(6))).toEqual(['q4', 'q2', 'q3', 'q5']);
  });

  it('keeps a question retried on this visit in view under a filter it no longer matches', () => {
    expect(listFor(items, 'marked', todayEnds, () => 0, 1, new Set(['cat-1/q4'])).map((item) => item.ref.slice(6))).toEqual(['q4', 'q2']);
  });
});

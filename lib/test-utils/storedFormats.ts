import type { TestMeta } from '@/lib/practice/model/outline';

/**
 * A student's progress exactly as the site writes it today, key by key, and in every older format
 * it still reads: the text the store tests read back through today's code. The values were written
 * by the store modules as they were before the storage registry (an attempt answered, marked and
 * submitted; a notebook with a retry and a removal; a drill, its pool and one in progress; progress
 * set aside by an import; an export of it all), and must keep reading as the same data. A change
 * that breaks one of them needs a new format number and a migration, not a new fixture.
 */

export const t0 = Date.UTC(2026, 10, 20, 9, 30);

/** The test these attempts were made at: two sections, three questions. */
export const formatsTest: TestMeta = {
  id: 'cat-1',
  version: 'v1',
  durationMinutes: 40,
  sections: [
    {
      id: 'qa',
      name: 'QA',
      questions: [
        { id: 'q1', type: 'mcq' },
        { id: 'q2', type: 'mcq' },
      ],
    },
    { id: 'varc', name: 'VARC', questions: [{ id: 'q3', type: 'numeric' }] },
  ],
};

const tally = (score: number, maxScore: number, correct: number, wrong: number, questions: number, timeMs: number) => ({
  score,
  maxScore,
  correct,
  wrong,
  skipped: 0,
  questions,
  timeMs,
});

/** practice.attempt.cat-1, format 1: running, in its second section, q2 marked, a draft typed on q3. */
const attempt = {
  format: 1,
  attempt: {
    testId: 'cat-1',
    version: 'v1',
    status: 'running',
    startedAt: t0,
    sectionOpenedAt: [t0, null],
    sectionIndex: 1,
    currentId: 'q3',
    responses: {
      q1: { answer: 'A', draft: 'A', marked: false, visited: true, timeMs: 40_000 },
      q2: { answer: 'C', draft: 'C', marked: true, visited: true, timeMs: 55_000 },
      q3: { answer: null, draft: '1', marked: false, visited: true, timeMs: 0 },
    },
    creditedUntil: t0 + 95_000,
    submittedAt: null,
    endReason: null,
  },
};

/** The same attempt, submitted, as the history keeps it. */
const entry = {
  ...tally(5, 9, 2, 1, 3, 131_000),
  sections: [
    { id: 'qa', name: 'QA', ...tally(2, 6, 1, 1, 2, 95_000) },
    { id: 'varc', name: 'VARC', ...tally(3, 3, 1, 0, 1, 36_000) },
  ],
  startedAt: t0,
  submittedAt: t0 + 131_000,
  version: 'v1',
  endReason: 'submitted',
  responses: {
    q1: { answer: 'A', marked: false, timeMs: 40_000, visited: true },
    q2: { answer: 'C', marked: true, timeMs: 55_000, visited: true },
    q3: { answer: '12', marked: false, timeMs: 36_000, visited: true },
  },
};

/** An entry saved before questions were marked as opened (`visited`), an earlier attempt ended by the clock. */
const entryWithoutVisited = {
  ...tally(-1, 9, 0, 1, 3, 2_400_000),
  sections: [
    { id: 'qa', name: 'QA', ...tally(-1, 6, 0, 1, 2, 2_400_000) },
    { id: 'varc', name: 'VARC', ...tally(0, 3, 0, 0, 1, 0) },
  ],
  startedAt: t0 - 86_400_000,
  submittedAt: t0 - 86_400_000 + 2_400_000,
  version: 'v0',
  endReason: 'time',
  responses: {
    q1: { answer: 'D', marked: false, timeMs: 2_400_000 },
    q2: { answer: null, marked: false, timeMs: 0 },
    q3: { answer: null, marked: false, timeMs: 0 },
  },
};

const notebook = {
  'cat-1/q2': { box: 2, due: t0 + 3 * 86_400_000, updatedAt: t0 + 200_000, lastRetry: { answer: 'B', correct: true } },
  'cat-1/q3': { box: 0, due: t0 + 131_000, updatedAt: t0 + 300_000, removedAt: t0 + 300_000 },
};

const drill = {
  startedAt: t0 + 400_000,
  topic: 'percentages',
  exams: ['cat'],
  timed: true,
  answers: [
    { ref: 'cat-1/q1', answer: 'A', timeMs: 20_000, at: t0 + 420_000 },
    { ref: 'cat-1/q2', answer: null, timeMs: 0, at: t0 + 430_000 },
  ],
};

const drills = { seen: { 'percentages@cat': ['cat-1/q1', 'cat-1/q2'], 'percentages@all': ['cat-1/q1'] }, history: [drill] };

const setAside = [{ note: '1 attempt(s) at a test no longer on the site (retired-1)', testId: 'retired-1', at: t0 + 500_000, data: [] }];

/** The games' saves, as the games write them (their formats are theirs: the progress carries them as text). */
export const gameSaves = {
  'sudoku.game': '{"version":1,"difficulty":"easy","running":false}',
  'wordMage.game': '{"version":1,"grid":[]}',
  'wordMage.expiration': '1795170000',
};

/** What the site writes today, by key. */
export const today = {
  'practice.attempt.cat-1': JSON.stringify(attempt),
  'practice.history.cat-1': JSON.stringify({ format: 2, entries: [entry] }),
  'progress.notebook': JSON.stringify({ format: 1, value: notebook }),
  'progress.drills': JSON.stringify({ format: 1, value: drills }),
  'progress.setAside': JSON.stringify({ format: 1, value: setAside }),
  'progress.drillRun.percentages': JSON.stringify({
    format: 1,
    refs: ['cat-1/q1', 'cat-1/q2', 'cat-2/q1'],
    deadline: t0 + 730_000,
    record: drill,
  }),
  ...gameSaves,
};

/** Older formats still read: the history as a bare list (format 1), with an entry from before `visited`. */
export const older = {
  'practice.history.cat-1': JSON.stringify([entryWithoutVisited, entry]),
};

/** A progress file (format 1) of all of it, as Save progress file makes it: histories as bare lists. */
export const exportFile = JSON.stringify({
  app: 'prep-gurus-progress',
  format: 1,
  exportedAt: new Date(t0 + 600_000).toISOString(),
  contentVersions: { 'cat-1': 'v1' },
  histories: { 'cat-1': [entry] },
  notebook,
  drills,
  games: gameSaves,
});

/** The data each value holds, to compare what is read back with. */
export const data = { attempt: attempt.attempt, entries: [entry], olderEntries: [entryWithoutVisited, entry], notebook, drills, setAside };

/** The bank's index (format 1) as lib/practice/build/bank.ts writes it, cut to one test and two questions. */
export const bankIndex = {
  format: 1,
  exams: [{ id: 'cat', name: 'CAT' }],
  topics: [{ id: 'reading-comprehension', name: 'Reading comprehension' }],
  tests: [
    {
      id: 'cat-1',
      exam: 'cat',
      title: 'CAT Full-Length Mock 1',
      kind: 'full-length',
      version: 'v1',
      href: '/practice/cat-1',
      secondsPerQuestion: 105.9,
      sections: [
        {
          name: 'Verbal Ability and Reading Comprehension',
          questions: [
            { id: 'q1', topic: 'reading-comprehension', key: { type: 'mcq', answer: 'B', marks: { correct: 3, wrong: -1 } } },
            { id: 'q3', topic: 'reading-comprehension', key: { type: 'numeric', answer: 12, marks: { correct: 3, wrong: 0 } } },
          ],
        },
      ],
    },
  ],
};

/** An exam's bank (format 1), cut to one question with its passage. */
export const examBank = {
  format: 1,
  exam: 'cat',
  passages: { 'cat-1/rc-1': { title: 'The network and the metaphor', html: '<p>Beneath almost any forest floor…</p>' } },
  questions: [
    {
      ref: 'cat-1/q1',
      testId: 'cat-1',
      section: 'Verbal Ability and Reading Comprehension',
      topic: 'reading-comprehension',
      difficulty: 'medium',
      type: 'mcq',
      prompt: '<p>The author’s main point is that</p>',
      options: ['<p>a</p>', '<p>b</p>', '<p>c</p>', '<p>d</p>'],
      explanation: '<p>Because…</p>',
      keyText: 'B',
      passage: 'cat-1/rc-1',
    },
  ],
};

import type { HistoryEntry } from '@/lib/practice/model/stored';
import { BANK_FORMAT, lookupOf, type BankIndex } from '@/lib/practice/model/bank';

/**
 * A small bank for the progress engines' tests: two exams, three tests, two topics shared across
 * exams. Keys: every MCQ's answer is A (marks +3/−1), the numeric one is 12.
 */
const mcq = (id: string, topic: string) => ({ id, topic, key: { type: 'mcq' as const, answer: 'A', marks: { correct: 3, wrong: -1 } } });

export const index: BankIndex = {
  format: BANK_FORMAT,
  exams: [
    { id: 'cat', name: 'CAT' },
    { id: 'ipmat', name: 'IPMAT Indore' },
  ],
  topics: [
    { id: 'percentages', name: 'Percentages' },
    { id: 'reading-comprehension', name: 'Reading comprehension' },
  ],
  tests: [
    {
      id: 'cat-1',
      exam: 'cat',
      title: 'CAT 1',
      kind: 'mini',
      version: 'v1',
      href: '/practice/cat-1',
      durationMinutes: 10,
      secondsPerQuestion: 120,
      sections: [
        {
          id: 'qa',
          name: 'QA',
          questions: [
            mcq('q1', 'percentages'),
            mcq('q2', 'percentages'),
            { id: 'q3', topic: 'percentages', key: { type: 'numeric', answer: 12, marks: { correct: 3, wrong: 0 } } },
          ],
        },
        { id: 'varc', name: 'VARC', questions: [mcq('q4', 'reading-comprehension'), mcq('q5', 'reading-comprehension')] },
      ],
    },
    {
      id: 'cat-2',
      exam: 'cat',
      title: 'CAT 2',
      kind: 'mini',
      version: 'v7',
      href: '/practice/cat-2',
      durationMinutes: 2,
      secondsPerQuestion: 60,
      sections: [{ id: 'qa', name: 'QA', questions: [mcq('q1', 'percentages'), mcq('q2', 'reading-comprehension')] }],
    },
    {
      id: 'ipmat-1',
      exam: 'ipmat',
      title: 'IPMAT 1',
      kind: 'mini',
      version: 'v1',
      href: '/practice/ipmat-1',
      durationMinutes: 3,
      secondsPerQuestion: 90,
      sections: [{ id: 'qa', name: 'QA', questions: [mcq('q1', 'percentages'), mcq('q2', 'percentages')] }],
    },
  ],
};

export const lookup = lookupOf(index);

/** A finished attempt: answers by question id (null = skipped), 30 s on each question. */
export function entry(
  startedAt: number,
  answers: Record<string, string | null>,
  { marked = [] as string[], version = 'v1' } = {},
): HistoryEntry {
  const responses: HistoryEntry['responses'] = {};
  for (const [id, answer] of Object.entries(answers)) responses[id] = { answer, marked: marked.includes(id), timeMs: 30_000 };
  return {
    score: 0,
    maxScore: 15,
    correct: 0,
    wrong: 0,
    skipped: 0,
    questions: Object.keys(answers).length,
    timeMs: 30_000 * Object.keys(answers).length,
    startedAt,
    submittedAt: startedAt + 60_000,
    version,
    endReason: 'submitted',
    sections: [],
    responses,
  };
}

import type { TestKind } from '../model/bank';

/** A test of one exam as the list orders it: mocks, then sectionals, then mini-tests. */
export type ListedTest = { id: string; kind: TestKind; sections: readonly { name: string }[] };

/** What this device holds for a test: an attempt under way, and past attempts' section scores. */
export type TestRecord = {
  running: boolean;
  attempts: number;
  sections: readonly { name: string; score: number; maxScore: number }[];
};

export type NextPick =
  | { testId: string; reason: 'resume' | 'start' | 'next-mock' | 'next-mini' }
  | { testId: string; reason: 'weakest-section'; section: string; percent: number };

/**
 * The one test to take next for an exam: finish the test under way; else the next full-length
 * mock not yet taken; else the sectional test of the section the student scores worst in (by marks
 * won of marks possible, over every attempt of every test of the exam), one not yet taken first;
 * else the next mini-test not yet taken. Null when there is nothing left to suggest.
 */
export function nextForYou(tests: readonly ListedTest[], records: Readonly<Record<string, TestRecord | undefined>>): NextPick | null {
  const running = tests.find((test) => records[test.id]?.running);
  if (running) return { testId: running.id, reason: 'resume' };
  const taken = (test: ListedTest) => (records[test.id]?.attempts ?? 0) > 0;
  const anyTaken = tests.some(taken);

  const mock = tests.find((test) => test.kind === 'full-length' && !taken(test));
  if (mock) return { testId: mock.id, reason: anyTaken ? 'next-mock' : 'start' };

  const marks = new Map<string, { score: number; maxScore: number }>();
  for (const test of tests)
    for (const section of records[test.id]?.sections ?? []) {
      const sum = marks.get(section.name) ?? { score: 0, maxScore: 0 };
      marks.set(section.name, { score: sum.score + section.score, maxScore: sum.maxScore + section.maxScore });
    }
  const weakest = [...marks]
    .filter(([, sum]) => sum.maxScore > 0)
    .map(([name, sum]) => ({ name, ratio: sum.score / sum.maxScore }))
    .sort((a, b) => a.ratio - b.ratio);
  for (const { name, ratio } of weakest) {
    const sectionals = tests.filter((test) => test.kind === 'sectional' && test.sections[0]?.name === name);
    const pick = sectionals.find((test) => !taken(test)) ?? sectionals[0];
    if (pick) return { testId: pick.id, reason: 'weakest-section', section: name, percent: Math.round(Math.max(0, ratio) * 100) };
  }

  const mini = tests.find((test) => test.kind === 'mini' && !taken(test));
  return mini ? { testId: mini.id, reason: anyTaken ? 'next-mini' : 'start' } : null;
}

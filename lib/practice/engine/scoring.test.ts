import { startAttempt, type TestMeta } from './attempt';
import { accuracy, attemptRate, isCorrect, parseNumber, scoreAttempt, scoreQuestion, type Key, type Keys } from './scoring';

const mcq = (answer: string, correct: number, wrong: number): Key => ({ type: 'mcq', answer, marks: { correct, wrong } });
const num = (answer: Key['answer'], correct: number, wrong: number): Key => ({ type: 'numeric', answer, marks: { correct, wrong } });

describe('marking schemes', () => {
  it.each([
    ['CAT MCQ', mcq('B', 3, -1), 3, -1],
    ['CAT TITA', num(42, 3, 0), 3, 0],
    ['IPMAT Indore MCQ', mcq('A', 4, -1), 4, -1],
    ['IPMAT Indore short answer', num(19, 4, 0), 4, 0],
    ['IPMAT Rohtak / JIPMAT', mcq('C', 4, -1), 4, -1],
    ['CLAT / AILET / CUET', mcq('D', 1, -0.25), 1, -0.25],
    ['SLAT / SET / NPAT', mcq('A', 1, 0), 1, 0],
  ])('%s: correct, wrong and skipped', (_, key, correct, wrong) => {
    const right = typeof key.answer === 'object' ? String(key.answer.min) : String(key.answer);
    const bad = key.type === 'mcq' ? (key.answer === 'A' ? 'B' : 'A') : '-999';
    expect(scoreQuestion(key, right)).toMatchObject({ outcome: 'correct', marks: correct });
    expect(scoreQuestion(key, bad)).toMatchObject({ outcome: 'wrong', marks: wrong });
    expect(scoreQuestion(key, null)).toMatchObject({ outcome: 'skipped', marks: 0 });
  });

  it('accepts numbers in a range, with separators and signs, and nothing that is not a number', () => {
    const range = num({ min: 3.14, max: 3.15 }, 3, 0);
    expect(isCorrect(range, '3.14')).toBe(true);
    expect(isCorrect(range, '3.15')).toBe(true);
    expect(isCorrect(range, '3.16')).toBe(false);
    expect(isCorrect(num(1200, 3, 0), '1,200')).toBe(true);
    expect(isCorrect(num(-1, 4, 0), '-1')).toBe(true);
    expect(isCorrect(num(0.5, 4, 0), '.5')).toBe(true);
    expect(isCorrect(num(20, 4, 0), '20.0')).toBe(true);
    expect(parseNumber('12abc')).toBeNull();
    expect(parseNumber('')).toBeNull();
    expect(isCorrect(num(5, 4, 0), 'five')).toBe(false);
  });
});

describe('scoring an attempt', () => {
  const test: TestMeta = {
    id: 't',
    version: 'v',
    durationMinutes: 10,
    sections: [
      { id: 'a', name: 'A', questions: ['a1', 'a2', 'a3', 'a4'].map((id) => ({ id, type: 'mcq' as const })) },
      {
        id: 'b',
        name: 'B',
        questions: [
          { id: 'b1', type: 'numeric' as const },
          { id: 'b2', type: 'numeric' as const },
        ],
      },
    ],
  };
  const keys: Keys = {
    a1: mcq('A', 1, -0.25),
    a2: mcq('B', 1, -0.25),
    a3: mcq('C', 1, -0.25),
    a4: mcq('D', 1, -0.25),
    b1: num(10, 3, 0),
    b2: num(20, 3, 0),
  };

  it('adds up by section and in total, by hand: 1 − 0.25 − 0.25 + 0 + 0 + 3', () => {
    const responses = {
      ...startAttempt(test, 0).responses,
      a1: { answer: 'A', timeMs: 10_000 },
      a2: { answer: 'C', timeMs: 5_000 },
      a3: { answer: 'A', timeMs: 0 },
      b2: { answer: '20', timeMs: 30_000 },
    };
    const score = scoreAttempt(test, keys, responses);
    expect(
      score.sections.map((section) => [
        section.id,
        section.score,
        section.maxScore,
        section.correct,
        section.wrong,
        section.skipped,
        section.timeMs,
      ]),
    ).toEqual([
      ['a', 0.5, 4, 1, 2, 1, 15_000],
      ['b', 3, 6, 1, 0, 1, 30_000],
    ]);
    expect(score).toMatchObject({ score: 3.5, maxScore: 10, correct: 2, wrong: 2, skipped: 2, questions: 6, timeMs: 45_000 });
    expect(accuracy(score)).toBe(50);
    expect(attemptRate(score)).toBe(67);
    expect(score.byQuestion.a2).toEqual({ outcome: 'wrong', marks: -0.25, timeMs: 5_000 });
  });

  it('can go below zero', () => {
    const responses = { a1: { answer: 'B' }, a2: { answer: 'A' }, a3: { answer: 'A' }, a4: { answer: 'A' } };
    expect(scoreAttempt(test, keys, responses).score).toBe(-1);
    const cat: Keys = { ...keys, a1: mcq('A', 3, -1), a2: mcq('B', 3, -1) };
    expect(scoreAttempt(test, cat, { a1: { answer: 'B' }, a2: { answer: 'A' } }).score).toBe(-2);
  });

  it('has no accuracy when nothing was attempted', () => {
    const score = scoreAttempt(test, keys, {});
    expect([score.score, accuracy(score), attemptRate(score), score.skipped]).toEqual([0, 0, 0, 6]);
  });
});

import { accuracy, analyse, attemptRate, paceSeconds, secondsPerQuestion } from './analysis';
import { drillEvents, testEvents } from './events';
import { entry, index, lookup } from '@/lib/test-utils/progressFixtures';

const t0 = Date.UTC(2026, 10, 1);
const histories = {
  // CAT 1: q1 right, q2 wrong, q3 right (numeric 12), q4 skipped, q5 right; 30 s each.
  'cat-1': [{ ...entry(t0, { q1: 'A', q2: 'B', q3: '12', q4: null, q5: 'A' }), score: 8, maxScore: 15 }],
  // CAT 2 (later): q1 wrong, q2 skipped.
  'cat-2': [{ ...entry(t0 + 86_400_000, { q1: 'B', q2: null }, { version: 'v7' }), score: -1, maxScore: 6 }],
};

describe('the analysis across attempts', () => {
  const result = analyse(index, histories, testEvents(histories, lookup));

  it('adds up an exam as a hand count does', () => {
    const [cat] = result.exams;
    expect(cat.exam).toBe('cat');
    expect(cat.attempts).toBe(2);
    // 7 questions seen, 5 answered, 3 right; 30 s each; pace 5 × 120 s + 2 × 60 s.
    expect(cat.figures).toEqual({ questions: 7, answered: 5, correct: 3, timed: 7, timeMs: 210_000, paceMs: 720_000 });
    expect(accuracy(cat.figures)).toBeCloseTo(0.6);
    expect(attemptRate(cat.figures)).toBeCloseTo(5 / 7);
    expect(secondsPerQuestion(cat.figures)).toBeCloseTo(30);
    expect(paceSeconds(cat.figures)).toBeCloseTo(720 / 7);
    expect(result.exams.map((exam) => exam.exam)).toEqual(['cat']);
  });

  it('counts the pace an attempt with compensatory time was given: a third longer at 20 minutes an hour', () => {
    const stretched = { 'cat-1': [{ ...histories['cat-1'][0], compensatoryMinutesPerHour: 20 }], 'cat-2': histories['cat-2'] };
    const [cat] = analyse(index, stretched, testEvents(stretched, lookup)).exams;
    // cat-1's five questions at 120 s × 4/3, cat-2's two at 60 s.
    expect(cat.figures.paceMs).toBe(5 * 160_000 + 2 * 60_000);
  });

  it('counts a test taken on paper for accuracy but not for pace: its questions have no time of their own', () => {
    const onPaper = { 'cat-1': histories['cat-1'], 'cat-2': [{ ...histories['cat-2'][0], onPaper: true as const }] };
    const [cat] = analyse(index, onPaper, testEvents(onPaper, lookup)).exams;
    // cat-2's two questions count as seen and answered, but the time and pace are cat-1's five alone.
    expect(cat.figures).toEqual({ questions: 7, answered: 5, correct: 3, timed: 5, timeMs: 150_000, paceMs: 600_000 });
    expect(secondsPerQuestion(cat.figures)).toBeCloseTo(30);
    expect(paceSeconds(cat.figures)).toBeCloseTo(120);
  });

  it('draws the trend in the order the attempts were made, as a share of the maximum', () => {
    expect(result.exams[0].trend.map((point) => [point.title, point.percent])).toEqual([
      ['CAT 1', 53.3],
      ['CAT 2', -16.7],
    ]);
  });

  it('adds a topic up across tests and exams, and names the weakest only after enough answers', () => {
    const percentages = result.topics.find((topic) => topic.topic === 'percentages')!;
    // cat-1 q1 ✓ q2 ✗ q3 ✓, cat-2 q1 ✗.
    expect(percentages.figures).toMatchObject({ questions: 4, answered: 4, correct: 2 });
    const reading = result.topics.find((topic) => topic.topic === 'reading-comprehension')!;
    // cat-1 q4 skipped, q5 ✓, cat-2 q2 skipped: one answer is not a pattern.
    expect(reading.figures).toMatchObject({ questions: 3, answered: 1, correct: 1 });
    expect(result.weakest.map((topic) => topic.name)).toEqual(['Percentages']);
    expect(result.exams[0].topics.map((topic) => topic.topic)).toEqual(['percentages', 'reading-comprehension']);
  });

  it('counts drills in their topics but not in the exam or its trend', () => {
    const drill = {
      startedAt: t0,
      topic: 'percentages',
      exams: ['ipmat'],
      timed: false,
      answers: [
        { ref: 'ipmat-1/q1' as const, answer: 'A', timeMs: 10_000, at: t0 },
        { ref: 'ipmat-1/q2' as const, answer: 'A', timeMs: 10_000, at: t0 },
      ],
    };
    const withDrill = analyse(index, histories, [...testEvents(histories, lookup), ...drillEvents([drill], lookup)]);
    expect(withDrill.exams.map((exam) => exam.exam)).toEqual(['cat']);
    expect(withDrill.topics.find((topic) => topic.topic === 'percentages')!.figures).toMatchObject({
      questions: 6,
      answered: 6,
      correct: 4,
    });
  });
});

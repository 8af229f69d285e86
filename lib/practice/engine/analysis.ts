import { timeScale } from './attempt';
import type { HistoryEntry } from '@/lib/practice/model/stored';
import type { AnswerEvent } from './events';
import type { BankIndex } from '../model/bank';

/**
 * The analysis across attempts, from what this device holds: per exam and per topic the accuracy
 * (right of those answered), the attempt rate (answered of those seen) and the average time per
 * question against the exam's pace (the test's duration over its questions); each exam's trend
 * over its attempts; the three weakest topics. Only the student's own figures: nothing here is
 * compared with other students, because the site has no such data.
 */

export type Figures = {
  questions: number;
  answered: number;
  correct: number;
  /** The questions whose time is known: not those of a test taken on paper. */
  timed: number;
  timeMs: number;
  /** The exam's time for the timed questions at its own pace. */
  paceMs: number;
};

const zero = (): Figures => ({ questions: 0, answered: 0, correct: 0, timed: 0, timeMs: 0, paceMs: 0 });

function add(figures: Figures, event: AnswerEvent, paceMs: number) {
  figures.questions += 1;
  if (event.outcome !== 'skipped') figures.answered += 1;
  if (event.outcome === 'correct') figures.correct += 1;
  // A test taken on paper says how long it took, not each question: its questions count for
  // accuracy, never for pace (a zero would make the student look quick).
  if (!event.timed) return;
  figures.timed += 1;
  figures.timeMs += event.timeMs;
  figures.paceMs += paceMs;
}

/** Right of those answered, 0–1; null before anything is answered. */
export const accuracy = (figures: Figures) => (figures.answered ? figures.correct / figures.answered : null);
export const attemptRate = (figures: Figures) => (figures.questions ? figures.answered / figures.questions : null);
/** Seconds per question spent, and the exam's own pace. */
export const secondsPerQuestion = (figures: Figures) => (figures.timed ? figures.timeMs / figures.timed / 1000 : null);
export const paceSeconds = (figures: Figures) => (figures.timed ? figures.paceMs / figures.timed / 1000 : null);

export type TopicFigures = { topic: string; name: string; exam: string | null; figures: Figures };

export type TrendPoint = { at: number; testId: string; title: string; percent: number; score: number; maxScore: number };

export type ExamAnalysis = {
  exam: string;
  name: string;
  attempts: number;
  figures: Figures;
  trend: TrendPoint[];
  topics: TopicFigures[];
};

export type Analysis = { exams: ExamAnalysis[]; topics: TopicFigures[]; weakest: TopicFigures[] };

/** A topic needs this many answers before it can be called weak: one slip is not a pattern. */
export const MIN_ANSWERED_FOR_WEAKEST = 3;

export function analyse(index: BankIndex, histories: Record<string, HistoryEntry[]>, events: AnswerEvent[]): Analysis {
  const topicName = new Map(index.topics.map((topic) => [topic.id, topic.name]));
  const examName = new Map(index.exams.map((exam) => [exam.id, exam.name]));
  const examFigures = new Map<string, Figures>();
  const byTopic = new Map<string, TopicFigures>();
  const topicFigures = (topic: string, exam: string | null) => {
    const key = `${topic}@${exam ?? 'all'}`;
    if (!byTopic.has(key)) byTopic.set(key, { topic, name: topicName.get(topic) ?? topic, exam, figures: zero() });
    return byTopic.get(key)!.figures;
  };
  for (const event of events) {
    const { known } = event;
    // The pace the student was given: the exam's, stretched by compensatory time where they chose it.
    const paceMs = known.test.secondsPerQuestion * 1000 * timeScale(event);
    if (event.source === 'test') {
      if (!examFigures.has(known.test.exam)) examFigures.set(known.test.exam, zero());
      add(examFigures.get(known.test.exam)!, event, paceMs);
    }
    add(topicFigures(known.question.topic, known.test.exam), event, paceMs);
    add(topicFigures(known.question.topic, null), event, paceMs);
  }

  const testsById = new Map(index.tests.map((test) => [test.id, test]));
  const trends = new Map<string, TrendPoint[]>();
  for (const [testId, entries] of Object.entries(histories)) {
    const test = testsById.get(testId);
    if (!test) continue;
    for (const entry of entries) {
      const points = trends.get(test.exam) ?? [];
      points.push({
        at: entry.submittedAt,
        testId,
        title: test.title,
        score: entry.score,
        maxScore: entry.maxScore,
        percent: entry.maxScore > 0 ? Math.round((entry.score / entry.maxScore) * 1000) / 10 : 0,
      });
      trends.set(test.exam, points);
    }
  }

  const topics = [...byTopic.values()];
  const exams = index.exams
    .filter((exam) => examFigures.has(exam.id))
    .map((exam) => {
      const trend = (trends.get(exam.id) ?? []).sort((a, b) => a.at - b.at);
      return {
        exam: exam.id,
        name: examName.get(exam.id) ?? exam.id,
        attempts: trend.length,
        figures: examFigures.get(exam.id)!,
        trend,
        topics: topics.filter((topic) => topic.exam === exam.id).sort(byWeakness),
      };
    });
  const acrossExams = topics.filter((topic) => topic.exam === null);
  return {
    exams,
    topics: [...acrossExams].sort(byWeakness),
    weakest: acrossExams
      .filter((topic) => topic.figures.answered >= MIN_ANSWERED_FOR_WEAKEST)
      .sort(byWeakness)
      .slice(0, 3),
  };
}

/** Lowest accuracy first; of two equal, the one with more answers (the surer pattern). */
function byWeakness(a: TopicFigures, b: TopicFigures): number {
  return (accuracy(a.figures) ?? 2) - (accuracy(b.figures) ?? 2) || b.figures.answered - a.figures.answered || a.name.localeCompare(b.name);
}

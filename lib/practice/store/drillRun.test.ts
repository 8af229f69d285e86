/** @jest-environment jsdom */
import {
  answeredLabel,
  clearRunningDrill,
  finishedRecord,
  loadRunningDrill,
  parseRunningDrill,
  resumeIndex,
  runningDrillKey,
  saveRunningDrill,
  serializeRunningDrill,
  withAnswer,
  type RunningDrill,
} from './drillRun';
import { clearAllProgress } from './snapshot';
import type { QuestionRef } from '../model/bank';

const refs = ['cat-1/q1', 'cat-1/q2', 'cat-1/q3'] as QuestionRef[];
const fresh = (): RunningDrill => ({
  refs,
  deadline: null,
  record: { startedAt: 1_000, topic: 'percentages', exams: ['cat'], timed: false, answers: [] },
});

beforeEach(() => localStorage.clear());

describe('a drill in progress', () => {
  it('keeps each answer in order and resumes at the first question not answered', () => {
    const run = withAnswer(withAnswer(fresh(), { ref: refs[0], answer: 'B', timeMs: 4_000, at: 2_000 }), {
      ref: refs[1],
      answer: null,
      timeMs: 0,
      at: 3_000,
    });
    expect(resumeIndex(run)).toBe(2);
    expect(answeredLabel(run)).toBe('2 of 3 answered');
    expect(saveRunningDrill(run)).toBe(true);
    expect(loadRunningDrill('percentages')).toEqual({ kind: 'ok', run });
  });

  it('counts the questions not reached as skipped when it ends', () => {
    const run = withAnswer(fresh(), { ref: refs[0], answer: 'B', timeMs: 4_000, at: 2_000 });
    expect(finishedRecord(run, 9_000).answers).toEqual([
      { ref: refs[0], answer: 'B', timeMs: 4_000, at: 2_000 },
      { ref: refs[1], answer: null, timeMs: 0, at: 9_000 },
      { ref: refs[2], answer: null, timeMs: 0, at: 9_000 },
    ]);
  });

  it('reads nothing as none, and anything that does not read as corrupt, never throwing', () => {
    expect(parseRunningDrill(null, 'percentages')).toEqual({ kind: 'none' });
    const saved = JSON.parse(serializeRunningDrill(withAnswer(fresh(), { ref: refs[0], answer: 'B', timeMs: 1, at: 2 })));
    for (const raw of [
      '{not json',
      'null',
      '[]',
      JSON.stringify({ ...saved, format: 2 }),
      JSON.stringify({ ...saved, refs: [] }),
      JSON.stringify({ ...saved, deadline: -5 }),
      JSON.stringify({ ...saved, refs: ['no-slash'] }),
      // An answer to a question that is not the drill's next one.
      JSON.stringify({ ...saved, record: { ...saved.record, answers: [{ ref: refs[2], answer: 'A', timeMs: 1, at: 2 }] } }),
      JSON.stringify({ ...saved, record: { ...saved.record, answers: [{ ref: refs[0], answer: 7, timeMs: 1, at: 2 }] } }),
    ])
      expect(parseRunningDrill(raw, 'percentages')).toEqual({ kind: 'corrupt' });
    // Filed under another topic's key.
    expect(parseRunningDrill(JSON.stringify(saved), 'algebra')).toEqual({ kind: 'corrupt' });
  });

  it('is one per topic, and goes with "Clear all my progress"', () => {
    saveRunningDrill(fresh());
    saveRunningDrill({ ...fresh(), record: { ...fresh().record, topic: 'algebra' } });
    clearRunningDrill('algebra');
    expect(localStorage.getItem(runningDrillKey('algebra'))).toBeNull();
    expect(loadRunningDrill('percentages').kind).toBe('ok');
    clearAllProgress();
    expect(loadRunningDrill('percentages')).toEqual({ kind: 'none' });
  });
});

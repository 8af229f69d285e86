import { choose, finishSection, goTo, markAndNext, saveAndNext, startAttempt } from './attempt';
import { examState } from './examState';
import type { PracticeProjection, ProjectedQuestion, ProjectedSection } from '../model/shape';

const question = (id: string, number: number, type: 'mcq' | 'numeric' = 'mcq', passageId?: string): ProjectedQuestion => ({
  id,
  number,
  type,
  passageId,
  topic: 'Topic',
  difficulty: 'easy',
  prompt: `Prompt ${id}`,
  options: type === 'mcq' ? ['1', '2', '3', '4'] : [],
  explanation: 'Because.',
  keyText: '(A)',
});

const section = (id: string, questions: ProjectedQuestion[], extra: Partial<ProjectedSection> = {}): ProjectedSection => ({
  id,
  name: id.toUpperCase(),
  short: id.toUpperCase(),
  marking: '+3/−1',
  passages: [{ id: 'rc', title: 'A passage', body: 'Once upon a time' }],
  questions,
  ...extra,
});

const projection = (sections: ProjectedSection[]): PracticeProjection => ({
  id: 'demo',
  version: 'v1',
  title: 'Demo',
  examName: 'Demo exam',
  calculator: false,
  endSectionEarly: true,
  compensatoryTime: null,
  paperFirst: false,
  durationMinutes: 20,
  questionCount: sections.reduce((sum, entry) => sum + entry.questions.length, 0),
  maxScore: 0,
  sections,
  keys: {},
  keyErrata: [],
});

const sectional = projection([
  section('a', [question('a1', 1, 'mcq', 'rc'), question('a2', 2)], { timeLimitMinutes: 10, lockOnTimeUp: true }),
  section('b', [question('b1', 3, 'numeric'), question('b2', 4)], { timeLimitMinutes: 10 }),
]);
const untimed = projection([section('a', [question('a1', 1), question('a2', 2)]), section('b', [question('b1', 3)])]);

describe('what the exam screen draws', () => {
  it('counts the five palette states for the open section and for the whole test', () => {
    const four = projection([
      section('one', [question('a', 1), question('b', 2)]),
      section('two', [question('c', 3), question('d', 4, 'numeric')]),
    ]);
    expect(examState(four, startAttempt(four, 0)).testCounts).toEqual({
      'not-visited': 3,
      'not-answered': 1,
      answered: 0,
      marked: 0,
      'answered-marked': 0,
    });
    let attempt = saveAndNext(four, choose(startAttempt(four, 0), 'A'), 0); // a answered
    attempt = markAndNext(four, attempt, 0); // b marked, no answer
    attempt = markAndNext(four, choose(attempt, 'D'), 0); // c answered and marked; d open
    const state = examState(four, attempt);
    expect(state.testCounts).toEqual({ 'not-visited': 0, 'not-answered': 1, answered: 1, marked: 1, 'answered-marked': 1 });
    expect(state.sectionCounts).toEqual({ 'not-visited': 0, 'not-answered': 1, answered: 0, marked: 0, 'answered-marked': 1 });
  });

  it('opens on the first question, its passage and the clock of its section', () => {
    const state = examState(sectional, startAttempt(sectional, 0));
    expect(state.sectional).toBe(true);
    expect(state.sectionIndex).toBe(0);
    expect(state.question.id).toBe('a1');
    expect(state.passage?.title).toBe('A passage');
    expect(state.deadline).toBe(10 * 60_000);
    expect(state.tabs).toEqual([
      { canOpen: true, closed: false, opensAt: null },
      { canOpen: false, closed: false, opensAt: 10 * 60_000 },
    ]);
    expect(state.atSectionEnd).toBe(false);
    expect(state.unsavedChoice).toBe(false);
    expect(examState(sectional, choose(startAttempt(sectional, 0), 'B')).unsavedChoice).toBe(true);
    expect(state.lastSection).toBe(false);
    expect(state.statuses).toEqual({ a1: 'not-answered', a2: 'not-visited', b1: 'not-visited', b2: 'not-visited' });
    expect(state.sectionCounts).toEqual({ 'not-visited': 1, 'not-answered': 1, answered: 0, marked: 0, 'answered-marked': 0 });
    expect(state.testCounts['not-visited']).toBe(3);
  });

  it('closes a locked section for good once the next opens', () => {
    let attempt = startAttempt(sectional, 0);
    attempt = saveAndNext(sectional, choose(attempt, 'A'), 1000);
    attempt = finishSection(sectional, attempt, 2000);
    const state = examState(sectional, attempt);
    expect(state.question.id).toBe('b1');
    expect(state.passage).toBeUndefined();
    expect(state.deadline).toBe(2000 + 10 * 60_000);
    expect(state.tabs).toEqual([
      { canOpen: false, closed: true, opensAt: null },
      { canOpen: true, closed: false, opensAt: null },
    ]);
    expect(state.lastSection).toBe(true);
    expect(state.testCounts).toEqual({ 'not-visited': 1, 'not-answered': 2, answered: 1, marked: 0, 'answered-marked': 0 });
  });

  it('flags a typed answer that is not a number', () => {
    let attempt = finishSection(sectional, startAttempt(sectional, 0), 1000);
    expect(examState(sectional, choose(attempt, '2.5')).numericInvalid).toBe(false);
    attempt = choose(attempt, '2.5.');
    expect(examState(sectional, attempt).numericInvalid).toBe(true);
  });

  it('follows the open question across sections of an untimed test', () => {
    let attempt = startAttempt(untimed, 0);
    attempt = markAndNext(untimed, attempt, 1000);
    attempt = goTo(untimed, attempt, 'b1', 2000);
    const state = examState(untimed, attempt);
    expect(state.sectional).toBe(false);
    expect(state.sectionIndex).toBe(1);
    expect(state.section.id).toBe('b');
    expect(state.tabs.every((tab) => tab.canOpen && !tab.closed)).toBe(true);
    expect(state.deadline).toBe(20 * 60_000);
    expect(state.statuses.a1).toBe('marked');
  });

  it('says when each later section opens and when Save & Next has reached the section’s end', () => {
    const three = projection([
      section('a', [question('a1', 1), question('a2', 2)], { timeLimitMinutes: 10, lockOnTimeUp: true }),
      section('b', [question('b1', 3)], { timeLimitMinutes: 5, lockOnTimeUp: true }),
      section('c', [question('c1', 4)], { timeLimitMinutes: 5, lockOnTimeUp: true }),
    ]);
    let attempt = startAttempt(three, 1000);
    expect(examState(three, attempt).tabs.map((tab) => tab.opensAt)).toEqual([null, 1000 + 10 * 60_000, 1000 + 15 * 60_000]);
    attempt = saveAndNext(three, attempt, 2000);
    expect(examState(three, attempt).atSectionEnd).toBe(true);
    // Ended early, the next section opens now and the one after it moves up too.
    attempt = finishSection(three, attempt, 60_000);
    expect(examState(three, attempt).tabs.map((tab) => tab.opensAt)).toEqual([null, null, 60_000 + 5 * 60_000]);
    // An untimed test stops only at its very last question.
    let free = startAttempt(untimed, 0);
    free = saveAndNext(untimed, free, 0);
    expect(examState(untimed, free).atSectionEnd).toBe(false);
    free = saveAndNext(untimed, free, 0);
    expect(examState(untimed, free).atSectionEnd).toBe(true);
  });
});

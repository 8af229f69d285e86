import { renderToStaticMarkup } from 'react-dom/server';
import { marksFor } from '@/lib/content/marking';
import { maxScore, practiceTests, questionCount, sectionScheme } from '@/lib/content/practice';
import { saveAndNext, startAttempt, choose, submit } from '../engine/attempt';
import { OPTION_LETTERS } from '../model/letters';
import { projectPracticeTest } from './projection';
import { scoreAttempt } from '../engine/scoring';

const tests = practiceTests.all();
const html = (node: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(node);

/**
 * Each test's projection, made once and read by every check below: projecting renders every
 * question's Markdown and maths, and doing it once per check took this file 56 s of the unit step.
 */
const projections = new Map<string, ReturnType<typeof projectPracticeTest>>();
function projectionOf(test: (typeof tests)[number]) {
  let projection = projections.get(test.id);
  if (!projection) projections.set(test.id, (projection = projectPracticeTest(test)));
  return projection;
}

describe('the practice test projection', () => {
  it.each(tests.map((test) => [test.id, test] as const))('%s: carries the outline the engine reads, as in the content', (_, test) => {
    const projection = projectionOf(test);
    expect(projection).toMatchObject({
      id: test.id,
      version: test.version,
      title: test.title,
      durationMinutes: test.durationMinutes,
      questionCount: questionCount(test),
      maxScore: maxScore(test),
    });
    expect(
      projection.sections.map(({ id, name, timeLimitMinutes, lockOnTimeUp, questions }) => ({
        id,
        name,
        timeLimitMinutes,
        lockOnTimeUp,
        questions: questions.map(({ id: questionId, type }) => ({ id: questionId, type })),
      })),
    ).toEqual(
      test.sections.map(({ id, name, timeLimitMinutes, lockOnTimeUp, questions }) => ({
        id,
        name,
        timeLimitMinutes,
        lockOnTimeUp,
        questions: questions.map(({ id: questionId, type }) => ({ id: questionId, type })),
      })),
    );
  });

  it.each(tests.map((test) => [test.id, test] as const))('%s: keys every question by its section’s marking', (_, test) => {
    const { keys } = projectionOf(test);
    const questions = test.sections.flatMap((section) => section.questions.map((question) => ({ section, question })));
    expect(Object.keys(keys).sort()).toEqual(questions.map(({ question }) => question.id).sort());
    for (const { section, question } of questions) {
      expect(keys[question.id]).toEqual({
        type: question.type,
        answer: question.answer,
        marks: marksFor(sectionScheme(test, section), question.type),
      });
    }
  });

  it('numbers questions through the whole test and renders each prompt, option and passage', () => {
    const test = practiceTests.get('cat-practice-1')!;
    const projection = projectionOf(test);
    const projected = projection.sections.flatMap((section) => section.questions);
    const source = test.sections.flatMap((section) => section.questions);
    expect(projected.map((question) => question.number)).toEqual(source.map((_, index) => index + 1));
    projected.forEach((question, index) => {
      const original = source[index];
      expect(question.passageId).toBe(original.passage);
      expect(question.options).toHaveLength(original.type === 'mcq' ? original.options.length : 0);
      expect(html(question.prompt).length).toBeGreaterThan(0);
      // The review names the key beside the options, so the explanation's closing Answer line is dropped.
      expect(html(question.explanation)).not.toContain('Answer:');
    });
    const rc = projection.sections.flatMap((section) => section.passages);
    expect(rc.length).toBeGreaterThan(0);
    for (const passage of rc) expect(html(passage.body)).toMatch(/<p>/);
  });

  it('writes each key as a student reads it', () => {
    const keyTexts = tests.flatMap((test) => {
      const projection = projectionOf(test);
      return projection.sections.flatMap((section) =>
        section.questions.map((question) => ({ question, key: projection.keys[question.id] })),
      );
    });
    for (const { question, key } of keyTexts) {
      if (key.type === 'mcq') expect(question.keyText).toBe(`(${key.answer})`);
      else if (typeof key.answer === 'object') expect(question.keyText).toBe(`any value from ${key.answer.min} to ${key.answer.max}`);
      else expect(question.keyText).toBe(String(key.answer));
    }
    expect(keyTexts.some(({ key }) => key.type === 'numeric')).toBe(true);
  });

  it('is what the engine and the scoring run on: answering every MCQ by its key scores their full marks', () => {
    const projection = projectionOf(practiceTests.get('clat-practice-1')!);
    let attempt = startAttempt(projection, 0);
    const questions = projection.sections.flatMap((section) => section.questions);
    for (const question of questions) {
      const key = projection.keys[question.id];
      expect(attempt.currentId).toBe(question.id);
      attempt = saveAndNext(projection, choose(attempt, String(key.answer)), 1000);
    }
    attempt = submit(attempt, 2000);
    const score = scoreAttempt(projection, projection.keys, attempt.responses);
    expect(score.correct).toBe(questions.length);
    expect(score.score).toBe(projection.maxScore);
    expect(OPTION_LETTERS).toContain(String(projection.keys[questions[0].id].answer));
  });
});

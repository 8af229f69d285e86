import { practiceTests, type PracticeQuestion, type PracticeTest } from '@/lib/content/practice';
import { checkPracticeTest } from '.';
import { statedAnswer } from './answers';
import { CURRENT_AFFAIRS } from '@/lib/content/topics';

/** A shipped test to break: CAT's has timed sections, passages and type-in questions; CLAT's is untimed, MCQ only. */
const copyOf = (id: 'cat-practice-1' | 'clat-practice-1') => structuredClone(practiceTests.get(id)!);

function problems(test: PracticeTest): string[] {
  const found: string[] = [];
  checkPracticeTest(test, (field, message) => found.push(`${field}: ${message}`));
  return found;
}

const mcq = (question: PracticeQuestion) => {
  if (question.type !== 'mcq') throw new Error(`${question.id} is not an MCQ`);
  return question;
};

describe('the practice checks of one test', () => {
  it('pass the shipped tests these cases break', () => {
    expect(problems(copyOf('cat-practice-1'))).toEqual([]);
    expect(problems(copyOf('clat-practice-1'))).toEqual([]);
  });

  it('fail a repeated or too long short label, a lock without a limit and clocks that do not add up', () => {
    const test = copyOf('cat-practice-1');
    test.sections[1].short = test.sections[0].short;
    test.sections[2].short = 'QUANTITATIVE';
    test.sections[2].timeLimitMinutes = undefined;
    expect(problems(test)).toEqual([
      `sections[1].short: "${test.sections[0].short}" is another section's label too; set a different short label`,
      'sections[2].short: "QUANTITATIVE" is longer than 8 characters; set a shorter label',
      'sections[2].lockOnTimeUp: needs timeLimitMinutes: a section locks when its time ends',
      'sections: give every section a timeLimitMinutes, or none',
    ]);
    const long = copyOf('cat-practice-1');
    long.durationMinutes += 5;
    expect(problems(long)).toEqual([`durationMinutes: must be ${long.durationMinutes - 5}, the sum of the sections' limits`]);
  });

  it('fail a question id used twice, a passage that is not the section’s and a passage without questions', () => {
    const test = copyOf('cat-practice-1');
    const varc = test.sections[0];
    const onPassage = varc.questions.findIndex((question) => question.passage);
    const passage = varc.questions[onPassage].passage!;
    varc.questions.forEach((question) => {
      if (question.passage === passage) question.passage = 'rc-elsewhere';
    });
    test.sections[2].questions[1].id = test.sections[2].questions[0].id;
    expect(problems(test)).toEqual([
      ...varc.questions.flatMap((question, q) =>
        question.passage === 'rc-elsewhere'
          ? [`sections[0].questions[${q}].passage: "rc-elsewhere" is not a passage of section "${varc.id}"`]
          : [],
      ),
      `sections[0].passages: passage "${passage}" has no question`,
      `sections[2].questions[1].id: "${test.sections[2].questions[0].id}" is used twice in this test`,
    ]);
  });

  it('fail type-in questions where the exam’s marking has none', () => {
    const test = copyOf('clat-practice-1');
    test.sections[0].questions[0] = { ...copyOf('cat-practice-1').sections[0].questions.find((question) => question.type === 'numeric')! };
    test.sections[0].questions[0].topic = test.sections[0].questions[1].topic;
    expect(problems(test)).toContain(
      "sections[0]: has type-in questions, but CLAT's marking has no numeric scheme; give the section its own marking",
    );
  });

  it('fail a topic not on the list, suggesting the nearest, and current affairs without a date', () => {
    const test = copyOf('clat-practice-1');
    test.sections[0].questions[0].topic = 'Percentage';
    const gk = test.sections.findIndex((section) => section.name === 'General Knowledge');
    test.sections[gk].name = 'Current Affairs';
    expect(problems(test)).toEqual([
      expect.stringMatching(
        /^sections\[0\]\.questions\[0\]\.topic: "Percentage" is not a topic of content\/topics\.yaml \(did you mean "Percentages"/,
      ),
      `sections[${gk}].name: "Current Affairs" promises current affairs, but no question is on a dated event (topic "${CURRENT_AFFAIRS}"): name the section "General Knowledge"`,
    ]);
    const undated = test.sections[gk].questions[0];
    Object.assign(undated, { topic: CURRENT_AFFAIRS, prompt: 'Which river is the longest in India?', passage: undefined });
    expect(problems(test).slice(1)).toEqual([
      `sections[${gk}].questions[0].topic: a current-affairs question says the date it describes (a year in its prompt or passage)`,
      `sections[${gk}].questions[0].source: is missing: a current-affairs question names the public page it was written from, on the question or its passage (source: { url, published, event })`,
    ]);
  });

  it('fail a key that is not an option, a range upside down, and an explanation that states no key or another', () => {
    const test = copyOf('cat-practice-1');
    const questions = test.sections[2].questions;
    const first = mcq(questions[0]);
    first.options = first.options.slice(0, 4);
    first.answer = 'E';
    first.explanation = first.explanation.replace(/\*\*Answer: \(([A-E])\)\*\*\s*$/, '**Answer: (E)**');
    const numeric = test.sections[0].questions.findIndex((question) => question.type === 'numeric');
    test.sections[0].questions[numeric] = {
      ...test.sections[0].questions[numeric],
      type: 'numeric',
      answer: { min: 5, max: 3 },
    } as PracticeQuestion;
    const stated = mcq(questions[1]).answer;
    mcq(questions[1]).answer = stated === 'A' ? 'B' : 'A';
    questions[2].explanation = 'Worked out, with no key stated.';
    expect(problems(test)).toEqual([
      `sections[0].questions[${numeric}].answer: min must not be more than max`,
      expect.stringMatching(
        new RegExp(
          `^sections\\[0\\]\\.questions\\[${numeric}\\]\\.explanation: ends with "Answer: -?[\\d.]+" but the key is \\{"min":5,"max":3\\}$`,
        ),
      ),
      'sections[2].questions[0].answer: E is not one of the 4 options',
      `sections[2].questions[1].explanation: ends with "Answer: ${stated}" but the key is "${mcq(questions[1]).answer}"`,
      'sections[2].questions[2].explanation: must end with the line **Answer: …** (the key, e.g. **Answer: (B)** or **Answer: 42**)',
    ]);
  });

  it('fail a formula KaTeX cannot typeset, in a passage, a prompt, an option or an explanation', () => {
    const test = copyOf('cat-practice-1');
    const varc = test.sections[0];
    varc.passages![0].text += ' $\\frac{1}{$';
    const question = mcq(test.sections[2].questions[0]);
    question.prompt += ' $x^{$';
    question.options[1] = '$\\sqrt{2$';
    question.explanation = `$\\unknowncommand{3}$\n\n${question.explanation}`;
    expect(problems(test)).toEqual([
      expect.stringMatching(/^sections\[0\]\.passages\[0\]\.text: cannot typeset \$\\frac\{1\}\{\$: /),
      expect.stringMatching(/^sections\[2\]\.questions\[0\]\.prompt: cannot typeset \$x\^\{\$: /),
      expect.stringMatching(/^sections\[2\]\.questions\[0\]\.explanation: cannot typeset \$\\unknowncommand\{3\}\$: /),
      expect.stringMatching(/^sections\[2\]\.questions\[0\]\.options\[1\]: cannot typeset \$\\sqrt\{2\$: /),
    ]);
  });
});

describe('the key an explanation states', () => {
  it('reads the last line of every shipped explanation, and a numeric explanation’s value equals its key', () => {
    for (const test of practiceTests.all())
      for (const section of test.sections)
        for (const question of section.questions) {
          const stated = statedAnswer(question.explanation);
          expect({ id: `${test.id}/${question.id}`, stated: stated !== null }).toEqual({ id: `${test.id}/${question.id}`, stated: true });
          if (question.type === 'mcq') expect(stated).toBe(question.answer);
          else if (typeof question.answer === 'number') expect(Number(stated)).toBe(question.answer);
          else {
            expect(Number(stated)).toBeGreaterThanOrEqual(question.answer.min);
            expect(Number(stated)).toBeLessThanOrEqual(question.answer.max);
          }
        }
  });
});

import katex from 'katex';
import type { Report } from '@/lib/content/collection';
import type { PracticeTest } from '@/lib/content/practice';

/** Every $…$ formula of a test (passages, prompts, options, explanations) must be one KaTeX can typeset; the build renders them all. */
export function checkMath(test: PracticeTest, report: Report): void {
  test.sections.forEach((section, s) => {
    (section.passages ?? []).forEach((passage, p) => checkFormulas(passage.text, `sections[${s}].passages[${p}].text`, report));
    section.questions.forEach((question, q) => {
      const field = `sections[${s}].questions[${q}]`;
      checkFormulas(question.prompt, `${field}.prompt`, report);
      checkFormulas(question.explanation, `${field}.explanation`, report);
      if (question.type === 'mcq') question.options.forEach((option, o) => checkFormulas(option, `${field}.options[${o}]`, report));
    });
  });
}

function checkFormulas(markdown: string, field: string, report: Report) {
  for (const [, formula] of markdown.matchAll(/\$([^$]+)\$/g)) {
    try {
      katex.renderToString(formula, { throwOnError: true, output: 'mathml', strict: 'ignore' });
    } catch (error) {
      report(field, `cannot typeset $${formula}$: ${error instanceof Error ? error.message : error}`);
    }
  }
}

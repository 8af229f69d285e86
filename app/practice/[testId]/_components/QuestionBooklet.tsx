'use client';

import { Fragment } from 'react';
import { formatScore } from '@/lib/practice/engine/format';
import { OPTION_LETTERS } from '@/lib/practice/model/letters';
import type { PracticeProjection, ProjectedSection } from '@/lib/practice/model/shape';
import styles from './QuestionBooklet.module.css';

/** "Questions 25–48". */
export const questionRange = (section: ProjectedSection) =>
  section.questions.length === 1
    ? `Question ${section.questions[0].number}`
    : `Questions ${section.questions[0].number}–${section.questions.at(-1)!.number}`;

/** The rules of sitting a test on paper, as an exam hall's booklet prints them on its cover. */
function PaperRules({ numeric }: { numeric: boolean }) {
  return (
    <ol className={styles.rules}>
      <li>Before you begin, write your name, the date and the time you start on the OMR answer sheet.</li>
      <li>
        Answer on the OMR sheet, not in this booklet: fill the bubble of your answer completely with a blue or black ballpoint pen, one
        bubble per question. A marked bubble cannot be changed, as in the exam.
      </li>
      {numeric && <li>For a question without options, write the number in the boxes of its row.</li>}
      <li>Do your rough work in this booklet. Keep a watch in sight, and stop writing when the time is up.</li>
      <li>
        Then enter your answers on this test’s page (“Enter answers from paper”) for your score, the review and your mistake notebook.
      </li>
    </ol>
  );
}

/**
 * The test as a printed question booklet: a cover (exam, time, questions, marking, rules), then each
 * section with its questions numbered as on screen, a passage printed once before the first of its
 * questions. No keys and no explanations. A question and its options are kept on one page; a long
 * passage may run over a page break, as in a real booklet.
 */
export function QuestionBooklet({ test }: { test: PracticeProjection }) {
  const numeric = test.sections.some((section) => section.questions.some((question) => question.type === 'numeric'));
  return (
    <article className={styles.booklet} aria-label={`Question booklet: ${test.title}`}>
      <header className={styles.cover}>
        <p className={styles.kicker}>{test.examName} practice test · Question booklet</p>
        <h3 className={styles.title}>{test.title}</h3>
        <dl className={styles.facts}>
          <div>
            <dt>Time</dt>
            <dd>{test.durationMinutes} minutes</dd>
          </div>
          <div>
            <dt>Questions</dt>
            <dd>{test.questionCount}</dd>
          </div>
          <div>
            <dt>Maximum marks</dt>
            <dd>{formatScore(test.maxScore)}</dd>
          </div>
        </dl>
        <table className={styles.sections}>
          <caption>Sections</caption>
          <thead>
            <tr>
              <th scope="col">Section</th>
              <th scope="col">Questions</th>
              <th scope="col">Marking</th>
            </tr>
          </thead>
          <tbody>
            {test.sections.map((section) => (
              <tr key={section.id}>
                <th scope="row">
                  {section.name}
                  {section.timeLimitMinutes !== undefined && ` (${section.timeLimitMinutes} minutes)`}
                </th>
                <td>{questionRange(section).replace(/^Questions? /, '')}</td>
                <td>{section.marking}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <PaperRules numeric={numeric} />
      </header>

      {test.sections.map((section, sectionIndex) => {
        const printed = new Set<string>();
        return (
          <section key={section.id} className={styles.section} aria-labelledby={`booklet-${section.id}`}>
            <h3 id={`booklet-${section.id}`} className={styles.sectionHeading}>
              Section {sectionIndex + 1}: {section.name} <span className={styles.range}>({questionRange(section)})</span>
            </h3>
            {section.questions.map((question) => {
              const passage =
                question.passageId && !printed.has(question.passageId)
                  ? section.passages.find((candidate) => candidate.id === question.passageId)
                  : undefined;
              if (passage) printed.add(passage.id);
              const readers = passage ? section.questions.filter((other) => other.passageId === passage.id) : [];
              return (
                <Fragment key={question.id}>
                  {passage && (
                    <div className={styles.passage}>
                      <h4 className={styles.passageHeading}>
                        {passage.title ?? 'Passage'}{' '}
                        <span className={styles.range}>
                          (for question{readers.length > 1 ? `s ${readers[0].number}–${readers.at(-1)!.number}` : ` ${readers[0].number}`})
                        </span>
                      </h4>
                      <div>{passage.body}</div>
                    </div>
                  )}
                  <div className={styles.question} data-booklet-question={question.number}>
                    <p className={styles.number}>{question.number}.</p>
                    <div className={styles.body}>
                      <div className={styles.prompt}>{question.prompt}</div>
                      {question.options.length > 0 ? (
                        <ol className={styles.options}>
                          {question.options.map((option, index) => (
                            <li key={OPTION_LETTERS[index]}>
                              <span className={styles.letter}>({OPTION_LETTERS[index]})</span>
                              <span>{option}</span>
                            </li>
                          ))}
                        </ol>
                      ) : (
                        <p className={styles.numeric}>Write the answer as a number in the boxes of row {question.number}.</p>
                      )}
                    </div>
                  </div>
                </Fragment>
              );
            })}
          </section>
        );
      })}
      <p className={styles.end}>End of the question booklet</p>
    </article>
  );
}

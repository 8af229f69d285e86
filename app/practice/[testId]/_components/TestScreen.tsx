'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Modal } from '@/components/ui/Modal';
import { OPTION_LETTERS } from '@/lib/practice/letters';
import {
  choose,
  clearResponse,
  deadline,
  finishSection,
  goTo,
  isSectional,
  markAndNext,
  PALETTE_LEGEND,
  previous,
  reachableSections,
  saveAndNext,
  sectionOf,
  statusCounts,
  submit,
  type Attempt,
  type PaletteStatus,
  type TestMeta,
} from '@/lib/practice/attempt';
import { parseNumber } from '@/lib/practice/scoring';
import type { TestView } from '@/lib/practice/view';
import { Countdown } from './Countdown';
import { Palette } from './Palette';
import styles from './Practice.module.css';
import type { Notice } from './usePracticeSession';

type Step = (attempt: Attempt, now: number) => Attempt;

type TestScreenProps = {
  view: TestView;
  meta: TestMeta;
  attempt: Attempt;
  notice: Notice | null;
  closedSection: number | null;
  act: (step: Step) => void;
  tick: () => void;
  dismissNotice: () => void;
};

const SUMMARY_ORDER: PaletteStatus[] = ['answered', 'answered-marked', 'marked', 'not-answered', 'not-visited'];

/** Counts of each palette state, as the Submit and End section dialogs list them. */
function StatusSummary({ counts }: { counts: Record<PaletteStatus, number> }) {
  return (
    <table className={`data-table ${styles.summaryTable}`}>
      <caption className="visually-hidden">Your questions by state</caption>
      <tbody>
        {SUMMARY_ORDER.map((status) => (
          <tr key={status}>
            <th scope="row">{PALETTE_LEGEND[status]}</th>
            <td>{counts[status]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function noticeText(notice: Notice | null, closedName: string | null, openName: string): string | null {
  switch (notice) {
    case 'resumed':
      return 'Welcome back: your answers were kept on this device. The clock kept running while you were away.';
    case 'section-ended':
      return `Time is up for ${closedName ?? 'the last section'}. ${openName} has started.`;
    case 'not-saved':
    case 'unavailable':
      return 'This browser is not letting the site save your answers, so a reload would lose them. Keep this tab open until you submit.';
    default:
      return null;
  }
}

/** Typing in the answer box or a dialog keeps its keys; elsewhere single keys drive the test. */
function ownsKeys(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element) return false;
  return !!element.closest('input:not([type=radio]), textarea, select, dialog, [contenteditable=true]');
}

/**
 * The exam screen: one question at a time with its passage, the four actions of the national
 * testing agency's screens, section tabs, the countdown and the palette (a side panel on wide
 * screens, a sheet on phones). Keys: 1–5 or A–E choose, N / → saves and moves on, P / ← goes back,
 * M marks for review.
 */
export function TestScreen({ view, meta, attempt, notice, closedSection, act, tick, dismissNotice }: TestScreenProps) {
  const [dialog, setDialog] = useState<'submit' | 'end-section' | 'palette' | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sectional = isSectional(meta);
  const sectionIndex = sectionOf(meta, attempt.currentId);
  const section = view.sections[sectionIndex];
  const question = section.questions.find((entry) => entry.id === attempt.currentId)!;
  const response = attempt.responses[question.id];
  const passage = question.passageId ? section.passages.find((entry) => entry.id === question.passageId) : undefined;
  const reachable = reachableSections(meta, attempt);
  const lastSection = attempt.sectionIndex === meta.sections.length - 1;
  const numericInvalid = question.type === 'numeric' && response.draft !== null && parseNumber(response.draft) === null;

  // A new question takes the focus to its heading, so screen readers announce it.
  const shownId = useRef(attempt.currentId);
  useEffect(() => {
    if (shownId.current === attempt.currentId) return;
    shownId.current = attempt.currentId;
    headingRef.current?.focus();
  }, [attempt.currentId]);

  const open = useCallback(
    (questionId: string) => {
      act((current, now) => goTo(meta, current, questionId, now));
      setDialog((current) => (current === 'palette' ? null : current));
    },
    [act, meta],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || dialog || ownsKeys(event.target)) return;
      const key = event.key.toLowerCase();
      const onRadio = (event.target as HTMLElement | null)?.matches?.('input[type=radio]');
      const optionIndex = /^[1-5]$/.test(key) ? Number(key) - 1 : 'abcde'.indexOf(key.length === 1 ? key : '-');
      if (question.type === 'mcq' && optionIndex >= 0 && optionIndex < question.options.length) {
        act((current) => choose(current, OPTION_LETTERS[optionIndex]));
      } else if (key === 'n' || (key === 'arrowright' && !onRadio)) {
        act((current, now) => saveAndNext(meta, current, now));
      } else if (key === 'p' || (key === 'arrowleft' && !onRadio)) {
        act((current, now) => previous(meta, current, now));
      } else if (key === 'm') {
        act((current, now) => markAndNext(meta, current, now));
      } else {
        return;
      }
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [act, dialog, meta, question]);

  const message = noticeText(notice, closedSection === null ? null : view.sections[closedSection].name, section.name);

  return (
    <div className={styles.testScreen}>
      <div className={styles.testBar}>
        <h2 className={styles.testTitle}>{view.title}</h2>
        <Countdown
          deadline={deadline(meta, attempt)}
          label="Time left"
          context={sectional ? `in ${section.name}` : 'in the test'}
          onZero={tick}
        />
      </div>

      <nav aria-label="Sections" className={styles.sectionTabs}>
        <ul>
          {view.sections.map((entry, index) => {
            const canOpen = reachable.includes(index);
            const done = sectional && index < attempt.sectionIndex;
            return (
              <li key={entry.id}>
                <button
                  type="button"
                  className={`toggle-pill ${styles.sectionTab}`}
                  aria-current={index === sectionIndex ? 'true' : undefined}
                  disabled={!canOpen}
                  onClick={() => open(entry.questions[0].id)}
                >
                  {entry.name}
                  {!canOpen && <span className={styles.tabNote}>{done ? ' (closed)' : ' (opens later)'}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>

      {message && (
        <div className={styles.notice} role="status">
          <p>{message}</p>
          <button type="button" className="button button-outline" onClick={dismissNotice}>
            OK
          </button>
        </div>
      )}

      <div className={styles.testBody}>
        <section className={styles.questionPane} aria-labelledby="practice-question-heading">
          <div className={styles.questionHead}>
            <h3 id="practice-question-heading" ref={headingRef} tabIndex={-1} data-screen-heading>
              Question {question.number} <span className={styles.muted}>of {view.questionCount}</span>
            </h3>
            <p className={styles.muted}>
              {section.name} · {question.type === 'numeric' ? 'Type in your answer' : 'Choose one option'}
            </p>
          </div>

          {passage && (
            <div className={styles.passage} role="region" aria-label={passage.title ?? 'Passage'} tabIndex={0}>
              {passage.title && <h4>{passage.title}</h4>}
              {passage.body}
            </div>
          )}

          <div className={styles.prompt}>{question.prompt}</div>

          {question.type === 'mcq' ? (
            <fieldset className={styles.options}>
              <legend className="visually-hidden">Options for question {question.number}</legend>
              {question.options.map((option, index) => {
                const letter = OPTION_LETTERS[index];
                return (
                  <label key={letter} className={styles.option} data-chosen={response.draft === letter ? 'true' : undefined}>
                    <input
                      type="radio"
                      name={`answer-${question.id}`}
                      value={letter}
                      checked={response.draft === letter}
                      onChange={() => act((current) => choose(current, letter))}
                    />
                    <span className={styles.optionLetter} aria-hidden="true">
                      {letter}
                    </span>
                    <span className="visually-hidden">Option {letter}: </span>
                    <span className={styles.optionText}>{option}</span>
                  </label>
                );
              })}
            </fieldset>
          ) : (
            <div className={styles.numeric}>
              <label htmlFor={`answer-${question.id}`}>Your answer</label>
              <input
                id={`answer-${question.id}`}
                type="text"
                className="text-input"
                inputMode="decimal"
                autoComplete="off"
                maxLength={20}
                value={response.draft ?? ''}
                aria-invalid={numericInvalid || undefined}
                aria-describedby={`answer-hint-${question.id}`}
                onChange={(event) => {
                  const value = event.target.value.replace(/[^\d.\-]/g, '');
                  act((current) => choose(current, value));
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') act((current, now) => saveAndNext(meta, current, now));
                }}
              />
              <p id={`answer-hint-${question.id}`} className={numericInvalid ? styles.error : styles.muted}>
                {numericInvalid
                  ? 'Type a number such as 42, -3 or 2.5.'
                  : 'Digits only; a minus sign or a decimal point if needed. Enter saves.'}
              </p>
            </div>
          )}

          <div className={styles.actions}>
            <button type="button" className="button button-outline" onClick={() => act((current, now) => markAndNext(meta, current, now))}>
              Mark for Review &amp; Next
            </button>
            <button type="button" className="button button-outline" onClick={() => act((current) => clearResponse(current))}>
              Clear Response
            </button>
            <button type="button" className="button button-outline" onClick={() => act((current, now) => previous(meta, current, now))}>
              Previous
            </button>
            <button
              type="button"
              className="button button-primary"
              disabled={numericInvalid}
              onClick={() => act((current, now) => saveAndNext(meta, current, now))}
            >
              Save &amp; Next
            </button>
          </div>
        </section>

        <aside className={styles.sidePalette} aria-label="Question palette">
          <Palette section={section} attempt={attempt} onOpen={open} />
        </aside>
      </div>

      <div className={styles.testFooter}>
        <button type="button" className={`button button-outline ${styles.paletteToggle}`} onClick={() => setDialog('palette')}>
          Question palette
        </button>
        {sectional && !lastSection && (
          <button type="button" className="button button-outline" onClick={() => setDialog('end-section')}>
            End section
          </button>
        )}
        <button type="button" className="button button-accent" onClick={() => setDialog('submit')}>
          Submit test
        </button>
      </div>

      <Modal open={dialog === 'palette'} onClose={() => setDialog(null)} title="Question palette" placement="sheet">
        <Palette section={section} attempt={attempt} onOpen={open} />
      </Modal>

      <ConfirmDialog
        open={dialog === 'end-section'}
        title={`End ${section.name}?`}
        confirmLabel="End section"
        cancelLabel="Back to the section"
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          setDialog(null);
          act((current, now) => finishSection(meta, current, now));
        }}
      >
        <p>
          {section.lockOnTimeUp ? 'You cannot come back to this section.' : 'The next section starts now.'} Unused time does not carry over.
        </p>
        <StatusSummary counts={statusCounts(meta, attempt, sectionIndex)} />
      </ConfirmDialog>

      <ConfirmDialog
        open={dialog === 'submit'}
        title="Submit the test?"
        confirmLabel="Yes, submit"
        cancelLabel="Back to the test"
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          setDialog(null);
          act((current, now) => submit(current, now));
        }}
      >
        <p>Once submitted, the test is scored and you cannot change your answers. Answers marked for review are scored too.</p>
        <StatusSummary counts={statusCounts(meta, attempt)} />
      </ConfirmDialog>
    </div>
  );
}

'use client';

import { useCallback, useEffect, useEffectEvent, useReducer, useRef, useState, type ReactNode } from 'react';
import { FaCalculator } from 'react-icons/fa';
import { initialCalculator, press as pressCalculator } from '@/lib/practice/engine/calculator';
import type { ExamState } from '@/lib/practice/engine/examState';
import { sectionEndNote } from '@/lib/practice/engine/labels';
import { Countdown } from '@/components/practice/Countdown';
import { OPTION_LETTERS } from '@/lib/practice/model/letters';
import type { PracticeProjection } from '@/lib/practice/model/shape';
import { AnswerActions } from './AnswerActions';
import { Calculator } from './Calculator';
import { EndSectionDialog, SubmitDialog } from './ExamDialogs';
import { ExamFrame } from './ExamFrame';
import { LeaveTestGuard } from './LeaveTestGuard';
import { Palette } from './Palette';
import { InstructionsView, QuestionPaper } from './PaperViews';
import { PassageSheet } from './PassageSheet';
import { PassageText } from './PassageText';
import { QuestionPane } from './QuestionPane';
import shared from './shared.module.css';
import { TimeWarning } from './TimeWarning';
import type { ExamCommands, Notice } from './usePracticeSession';

type TestScreenProps = {
  test: PracticeProjection;
  exam: ExamState;
  commands: ExamCommands;
  notice: Notice | null;
  closedSection: number | null;
  dismissNotice: () => void;
  /** The test's instructions, shown again by the Instructions button. */
  instructions: ReactNode;
};

function noticeText(notice: Notice | null, closedName: string | null, openName: string): string | null {
  switch (notice) {
    case 'resumed':
      return 'Back where you left off.';
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
  return !!element.closest('input:not([type=radio]), textarea, select, dialog, [contenteditable=true], [data-owns-keys]');
}

/**
 * A focused box that scrolls sideways (a wide table or formula: lib/markdown.ts) keeps the arrow
 * keys, which scroll it; elsewhere they move between questions.
 */
const scrollsSideways = (target: EventTarget | null) => !!(target as HTMLElement | null)?.matches?.('.table-scroll, .math-display');

/**
 * The exam screen: one question at a time with its passage, the four actions of the national
 * testing agency's screens, section tabs, the countdown with its warnings and the palette (a side
 * column on wide screens, a sheet on phones), put together in ExamFrame, which takes over the
 * whole screen. Keys: 1–5 or A–E choose, N / → saves and moves on, P / ← goes back, M marks for
 * review; Escape closes a sheet or dialog.
 */
export function TestScreen({ test, exam, commands, notice, closedSection, dismissNotice, instructions }: TestScreenProps) {
  const [dialog, setDialog] = useState<'submit' | 'end-section' | 'palette' | 'passage' | 'paper' | 'instructions' | null>(null);
  const [endNoteFor, setEndNoteFor] = useState<string | null>(null);
  // Where the student was in each passage (phone sheet), kept across that passage's questions.
  const [passagePlaces] = useState(() => new Map<string, number>());
  const { attempt, section, question } = exam;
  // The calculator's value lives here, so it stays while the student moves between questions.
  const [calculatorOpen, setCalculatorOpen] = useState(false);
  const [calculator, pressKey] = useReducer(pressCalculator, initialCalculator);
  const calculatorButton = useRef<HTMLButtonElement>(null);
  const closeCalculator = useCallback(() => {
    setCalculatorOpen(false);
    calculatorButton.current?.focus();
  }, []);

  const open = useCallback(
    (questionId: string) => {
      commands.goTo(questionId);
      setDialog((current) => (current === 'palette' || current === 'paper' ? null : current));
    },
    [commands],
  );

  // Save & Next (and Mark for Review & Next) at the end of the section: saved, and said so.
  const onEnd = exam.atSectionEnd ? attempt.currentId : null;
  const saveAndNext = useCallback(() => {
    if (onEnd) setEndNoteFor(onEnd);
    commands.saveAndNext();
  }, [commands, onEnd]);
  const markAndNext = useCallback(() => {
    if (onEnd) setEndNoteFor(onEnd);
    commands.markAndNext();
  }, [commands, onEnd]);

  // Read at each key press, so the listener is added once rather than again on every move.
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || dialog || ownsKeys(event.target)) return;
    const key = event.key.toLowerCase();
    // A radio group's arrows move between its options; a sideways scroll box's scroll it.
    const ownsArrows = (event.target as HTMLElement | null)?.matches?.('input[type=radio]') || scrollsSideways(event.target);
    const optionIndex = /^[1-5]$/.test(key) ? Number(key) - 1 : 'abcde'.indexOf(key.length === 1 ? key : '-');
    if (question.type === 'mcq' && optionIndex >= 0 && optionIndex < question.options.length) {
      commands.choose(OPTION_LETTERS[optionIndex]);
    } else if (key === 'n' || (key === 'arrowright' && !ownsArrows)) {
      saveAndNext();
    } else if (key === 'p' || (key === 'arrowleft' && !ownsArrows)) {
      commands.previous();
    } else if (key === 'm') {
      markAndNext();
    } else {
      return;
    }
    event.preventDefault();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  // The same functions on every render, so the memoised action bar, section tabs, passage button
  // and closed dialogs skip a move.
  const close = useCallback(() => setDialog(null), []);
  const openPalette = useCallback(() => setDialog('palette'), []);
  const openPassage = useCallback(() => setDialog('passage'), []);
  const openSection = useCallback((index: number) => open(test.sections[index].questions[0].id), [open, test]);
  const confirmEndSection = useCallback(() => {
    setDialog(null);
    commands.endSection();
  }, [commands]);
  const confirmSubmit = useCallback(() => {
    setDialog(null);
    commands.submit();
  }, [commands]);

  const message = noticeText(notice, closedSection === null ? null : test.sections[closedSection].name, section.name);
  const context = exam.sectional ? `in ${section.name}` : 'in the test';
  const { passage } = exam;
  const showEndNote = endNoteFor === attempt.currentId;
  // A timed section may be ended early, except where the real screen waits for its time (CAT).
  const canEndSection = exam.sectional && !exam.lastSection && test.endSectionEarly;

  return (
    <ExamFrame
      title={test.title}
      clock={<Countdown deadline={exam.deadline} label="Time left" context={context} onZero={commands.tick} look="exam" />}
      submit={
        <button type="button" className="button button-accent" onClick={() => setDialog('submit')}>
          Submit test
        </button>
      }
      tools={
        test.calculator && (
          <button
            ref={calculatorButton}
            type="button"
            className={`button ${shared.topBarTool}`}
            aria-expanded={calculatorOpen}
            aria-controls={calculatorOpen ? 'exam-calculator' : undefined}
            onClick={() => (calculatorOpen ? closeCalculator() : setCalculatorOpen(true))}
          >
            <FaCalculator aria-hidden="true" />
            <span className="visually-hidden-narrow"> Calculator</span>
          </button>
        )
      }
      tool={calculatorOpen && <Calculator id="exam-calculator" state={calculator} onPress={pressKey} onClose={closeCalculator} />}
      sections={test.sections}
      tabs={exam.tabs}
      currentSection={exam.sectionIndex}
      onOpenSection={openSection}
      notices={
        <>
          {message && (
            <div className={shared.notice} role="status">
              <p>{message}</p>
              <button type="button" className="button button-outline" onClick={dismissNotice}>
                OK
              </button>
            </div>
          )}
          <TimeWarning deadline={exam.deadline} context={context} unsaved={exam.unsavedChoice} />
          <div role="status">
            {showEndNote && (
              <div className={shared.notice}>
                <p>
                  {sectionEndNote(section.name, exam.sectional, exam.lastSection, exam.statuses[attempt.currentId], test.endSectionEarly)}
                </p>
                {/* The End section the note speaks of, here too: on phones the palette's is in a closed sheet. */}
                {canEndSection && (
                  <button type="button" className="button button-outline" onClick={() => setDialog('end-section')}>
                    End section
                  </button>
                )}
                <button type="button" className="button button-outline" onClick={() => setEndNoteFor(null)}>
                  OK
                </button>
              </div>
            )}
          </div>
        </>
      }
      passage={passage && <PassageText passage={passage} showTitle />}
      passageLabel={passage?.title ?? 'Passage'}
      passageKey={passage ? passage.id : null}
      question={
        <QuestionPane
          question={question}
          sectionName={section.name}
          questionCount={test.questionCount}
          passage={passage}
          onReadPassage={openPassage}
          draft={exam.response.draft}
          numericInvalid={exam.numericInvalid}
          commands={commands}
          onSaveAndNext={saveAndNext}
        />
      }
      questionKey={question.id}
      palette={
        <>
          <Palette section={section} statuses={exam.statuses} counts={exam.sectionCounts} currentId={attempt.currentId} onOpen={open} />
          {canEndSection && (
            <button type="button" className={`button button-outline ${shared.endSection}`} onClick={() => setDialog('end-section')}>
              End section
            </button>
          )}
          {/* As on the TCS iON screen, under the palette: the section's questions at a glance, and the instructions. */}
          <div className={shared.paperButtons}>
            <button type="button" className="button button-outline" aria-haspopup="dialog" onClick={() => setDialog('paper')}>
              Question paper
            </button>
            <button type="button" className="button button-outline" aria-haspopup="dialog" onClick={() => setDialog('instructions')}>
              Instructions
            </button>
          </div>
        </>
      }
      paletteOpen={dialog === 'palette'}
      onPaletteClose={close}
      actions={
        <AnswerActions
          commands={commands}
          onSaveAndNext={saveAndNext}
          onMarkAndNext={markAndNext}
          saveDisabled={exam.numericInvalid}
          onOpenPalette={openPalette}
        />
      }
    >
      <PassageSheet passage={passage} open={dialog === 'passage'} onClose={close} places={passagePlaces} />
      <EndSectionDialog
        open={dialog === 'end-section'}
        sectionName={section.name}
        locks={section.lockOnTimeUp ?? false}
        counts={exam.sectionCounts}
        onCancel={close}
        onConfirm={confirmEndSection}
      />
      <SubmitDialog open={dialog === 'submit'} counts={exam.testCounts} onCancel={close} onConfirm={confirmSubmit} />
      <QuestionPaper open={dialog === 'paper'} onClose={close} section={section} onOpen={open} />
      <InstructionsView open={dialog === 'instructions'} onClose={close} instructions={instructions} />
      <LeaveTestGuard />
    </ExamFrame>
  );
}

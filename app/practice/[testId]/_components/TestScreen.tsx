'use client';

import { useCallback, useEffect, useState } from 'react';
import type { ExamState } from '@/lib/practice/examState';
import { OPTION_LETTERS } from '@/lib/practice/letters';
import type { PracticeProjection } from '@/lib/practice/shape';
import { AnswerActions } from './AnswerActions';
import { Countdown } from './Countdown';
import { EndSectionDialog, SubmitDialog } from './ExamDialogs';
import { ExamFrame } from './ExamFrame';
import { Palette } from './Palette';
import { QuestionPane } from './QuestionPane';
import shared from './shared.module.css';
import type { ExamCommands, Notice } from './usePracticeSession';

type TestScreenProps = {
  test: PracticeProjection;
  exam: ExamState;
  commands: ExamCommands;
  notice: Notice | null;
  closedSection: number | null;
  dismissNotice: () => void;
};

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
 * screens, a sheet on phones), put together in ExamFrame. Keys: 1–5 or A–E choose, N / → saves
 * and moves on, P / ← goes back, M marks for review.
 */
export function TestScreen({ test, exam, commands, notice, closedSection, dismissNotice }: TestScreenProps) {
  const [dialog, setDialog] = useState<'submit' | 'end-section' | 'palette' | null>(null);
  const { attempt, section, question } = exam;

  const open = useCallback(
    (questionId: string) => {
      commands.goTo(questionId);
      setDialog((current) => (current === 'palette' ? null : current));
    },
    [commands],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || dialog || ownsKeys(event.target)) return;
      const key = event.key.toLowerCase();
      const onRadio = (event.target as HTMLElement | null)?.matches?.('input[type=radio]');
      const optionIndex = /^[1-5]$/.test(key) ? Number(key) - 1 : 'abcde'.indexOf(key.length === 1 ? key : '-');
      if (question.type === 'mcq' && optionIndex >= 0 && optionIndex < question.options.length) {
        commands.choose(OPTION_LETTERS[optionIndex]);
      } else if (key === 'n' || (key === 'arrowright' && !onRadio)) {
        commands.saveAndNext();
      } else if (key === 'p' || (key === 'arrowleft' && !onRadio)) {
        commands.previous();
      } else if (key === 'm') {
        commands.markAndNext();
      } else {
        return;
      }
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [commands, dialog, question]);

  const message = noticeText(notice, closedSection === null ? null : test.sections[closedSection].name, section.name);
  const close = () => setDialog(null);

  return (
    <ExamFrame
      title={test.title}
      clock={
        <Countdown
          deadline={exam.deadline}
          label="Time left"
          context={exam.sectional ? `in ${section.name}` : 'in the test'}
          onZero={commands.tick}
        />
      }
      sections={test.sections}
      tabs={exam.tabs}
      currentSection={exam.sectionIndex}
      onOpenSection={(index) => open(test.sections[index].questions[0].id)}
      notice={
        message && (
          <div className={shared.notice} role="status">
            <p>{message}</p>
            <button type="button" className="button button-outline" onClick={dismissNotice}>
              OK
            </button>
          </div>
        )
      }
      question={
        <QuestionPane
          question={question}
          sectionName={section.name}
          questionCount={test.questionCount}
          passage={exam.passage}
          draft={exam.response.draft}
          numericInvalid={exam.numericInvalid}
          commands={commands}
          actions={<AnswerActions commands={commands} saveDisabled={exam.numericInvalid} />}
        />
      }
      palette={
        <Palette section={section} statuses={exam.statuses} counts={exam.sectionCounts} currentId={attempt.currentId} onOpen={open} />
      }
      paletteOpen={dialog === 'palette'}
      onPaletteOpen={() => setDialog('palette')}
      onPaletteClose={close}
      actions={
        <>
          {exam.sectional && !exam.lastSection && (
            <button type="button" className="button button-outline" onClick={() => setDialog('end-section')}>
              End section
            </button>
          )}
          <button type="button" className="button button-accent" onClick={() => setDialog('submit')}>
            Submit test
          </button>
        </>
      }
    >
      <EndSectionDialog
        open={dialog === 'end-section'}
        sectionName={section.name}
        locks={section.lockOnTimeUp ?? false}
        counts={exam.sectionCounts}
        onCancel={close}
        onConfirm={() => {
          close();
          commands.endSection();
        }}
      />
      <SubmitDialog
        open={dialog === 'submit'}
        counts={exam.testCounts}
        onCancel={close}
        onConfirm={() => {
          close();
          commands.submit();
        }}
      />
    </ExamFrame>
  );
}

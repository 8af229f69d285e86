'use client';

import { memo, useMemo } from 'react';
import type { PaletteStatus } from '@/lib/practice/engine/attempt';
import { PALETTE_LEGEND } from '@/lib/practice/engine/labels';
import type { ProjectedSection } from '@/lib/practice/model/shape';
import { keepFocus } from './keepFocus';
import styles from './Palette.module.css';
import { paletteRows, sameRow } from './paletteRows';

const ORDER: PaletteStatus[] = ['answered', 'not-answered', 'not-visited', 'marked', 'answered-marked'];

/**
 * The legend: each state's swatch, name and how many questions of the section are in it. Memoised
 * by value: the counts are a new object on every move and the same numbers on most.
 */
const Legend = memo(
  function Legend({ counts }: { counts: Record<PaletteStatus, number> }) {
    return (
      <ul className={styles.legend} aria-label="Question states">
        {ORDER.map((status) => (
          <li key={status}>
            <span className={styles.swatch} data-status={status} aria-hidden="true">
              {counts[status]}
            </span>
            <span>
              {PALETTE_LEGEND[status]}
              <span className="visually-hidden">: {counts[status]}</span>
            </span>
          </li>
        ))}
      </ul>
    );
  },
  (before, after) => ORDER.every((status) => before.counts[status] === after.counts[status]),
);

type PaletteProps = {
  section: ProjectedSection;
  /** Each question's state, by id. */
  statuses: Record<string, PaletteStatus>;
  /** How many of the section's questions are in each state. */
  counts: Record<PaletteStatus, number>;
  currentId: string;
  onOpen: (questionId: string) => void;
};

type PaletteButtonProps = {
  id: string;
  number: number;
  status: PaletteStatus;
  current: boolean;
  onOpen: (questionId: string) => void;
};

/**
 * One question's button. Memoised: a move between questions changes two or three buttons, and a
 * full-length mock's section has up to 50 of them (150 in an untimed test).
 */
const PaletteButton = memo(function PaletteButton({ id, number, status, current, onOpen }: PaletteButtonProps) {
  return (
    <li>
      <button
        type="button"
        className={styles.paletteButton}
        data-status={status}
        aria-current={current ? 'step' : undefined}
        aria-label={`Question ${number}, ${PALETTE_LEGEND[status].toLowerCase()}${current ? ', open now' : ''}`}
        onMouseDown={keepFocus}
        onClick={() => onOpen(id)}
      >
        {number}
      </button>
    </li>
  );
});

type PaletteRowProps = {
  questions: ProjectedSection['questions'];
  statuses: Record<string, PaletteStatus>;
  currentId: string;
  onOpen: (questionId: string) => void;
};

/** A group of buttons (no element of its own: the grid's items stay its direct children), skipped when none of its buttons changes. */
const PaletteRow = memo(
  function PaletteRow({ questions, statuses, currentId, onOpen }: PaletteRowProps) {
    return questions.map((question) => (
      <PaletteButton
        key={question.id}
        id={question.id}
        number={question.number}
        status={statuses[question.id]}
        current={question.id === currentId}
        onOpen={onOpen}
      />
    ));
  },
  (before, after) => before.questions === after.questions && before.onOpen === after.onOpen && sameRow(after.questions, before, after),
);

/** The question palette of the open section, as the national testing agency's screens draw it. */
export const Palette = memo(function Palette({ section, statuses, counts, currentId, onOpen }: PaletteProps) {
  const rows = useMemo(() => paletteRows(section.questions), [section]);
  return (
    <div className={styles.palette}>
      <Legend counts={counts} />
      <h3 className={styles.paletteHeading}>{section.name}</h3>
      <ol className={styles.paletteGrid}>
        {rows.map((questions) => (
          <PaletteRow key={questions[0].id} questions={questions} statuses={statuses} currentId={currentId} onOpen={onOpen} />
        ))}
      </ol>
    </div>
  );
});

'use client';

import { memo } from 'react';
import type { PaletteStatus } from '@/lib/practice/model/attempt';
import { PALETTE_LEGEND } from '@/lib/practice/engine/labels';
import type { ProjectedSection } from '@/lib/practice/model/shape';
import styles from './Palette.module.css';

const ORDER: PaletteStatus[] = ['answered', 'not-answered', 'not-visited', 'marked', 'answered-marked'];

/** The legend: each state's swatch, name and how many questions of the section are in it. */
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
}

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
        onClick={() => onOpen(id)}
      >
        {number}
      </button>
    </li>
  );
});

/** The question palette of the open section, as the national testing agency's screens draw it. */
export const Palette = memo(function Palette({ section, statuses, counts, currentId, onOpen }: PaletteProps) {
  return (
    <div className={styles.palette}>
      <Legend counts={counts} />
      <h3 className={styles.paletteHeading}>{section.name}</h3>
      <ol className={styles.paletteGrid}>
        {section.questions.map((question) => (
          <PaletteButton
            key={question.id}
            id={question.id}
            number={question.number}
            status={statuses[question.id]}
            current={question.id === currentId}
            onOpen={onOpen}
          />
        ))}
      </ol>
    </div>
  );
});

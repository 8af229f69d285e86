'use client';

import { memo } from 'react';
import type { PaletteStatus } from '@/lib/practice/attempt';
import { PALETTE_LEGEND } from '@/lib/practice/labels';
import type { ProjectedSection } from '@/lib/practice/shape';
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

/** The question palette of the open section, as the national testing agency's screens draw it. */
export const Palette = memo(function Palette({ section, statuses, counts, currentId, onOpen }: PaletteProps) {
  return (
    <div className={styles.palette}>
      <Legend counts={counts} />
      <h3 className={styles.paletteHeading}>{section.name}</h3>
      <ol className={styles.paletteGrid}>
        {section.questions.map((question) => {
          const status = statuses[question.id];
          const current = question.id === currentId;
          return (
            <li key={question.id}>
              <button
                type="button"
                className={styles.paletteButton}
                data-status={status}
                aria-current={current ? 'step' : undefined}
                aria-label={`Question ${question.number}, ${PALETTE_LEGEND[status].toLowerCase()}${current ? ', open now' : ''}`}
                onClick={() => onOpen(question.id)}
              >
                {question.number}
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
});

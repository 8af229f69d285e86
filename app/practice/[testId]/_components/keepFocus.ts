import type { MouseEvent } from 'react';

/**
 * For a button that moves to another question (Save & Next, Previous, a palette number …): its
 * press leaves the focus where it is instead of moving it to the button, the browser's default on
 * a mouse down or a tap. Once the new question is painted its heading takes the focus anyway
 * (ExamFrame), and every focus change costs the tap a style pass, focus events and the browser's
 * text-selection handling: about a tenth of a move's main-thread work, traced side by side at a
 * phone size (docs/performance.md, "Decisions that hold"). The button still
 * shows its pressed state and its click still runs; keyboards are untouched (Enter and Space press
 * the button that has the focus, with no mouse down).
 */
export function keepFocus(event: MouseEvent<HTMLElement>): void {
  event.preventDefault();
}

/**
 * memo's comparison for a dialog or sheet of the exam screen: a closed one draws nothing, so it
 * need not re-render while it stays closed (the screen re-renders on every move, with new counts
 * each time). Any change while it is open, or opening it, renders it.
 */
export const sameWhileClosed = (previous: { open: boolean }, next: { open: boolean }) => !previous.open && !next.open;

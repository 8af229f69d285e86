import { seededRandom } from '../../lib/random';
import {
  conflicts,
  DIFFICULTIES,
  elapsedMs,
  enterDigit,
  eraseCell,
  newSession,
  notesOf,
  PEERS,
  redo,
  resetSession,
  restoreSession,
  resumeClock,
  serializeSession,
  showSolution,
  stopClock,
  toggleNote,
  undo,
  type SudokuSession,
} from './session';
import { countSolutions, generateSudoku } from './sudoku';

const T0 = 1_700_000_000_000;

function session(seed = 7): SudokuSession {
  const { puzzle, solution } = generateSudoku(seededRandom(seed));
  return newSession(puzzle, solution, 'classic', T0);
}

const blank = (game: SudokuSession, nth = 0) => game.puzzle.map((given, index) => (given ? -1 : index)).filter((index) => index >= 0)[nth];
const given = (game: SudokuSession) => game.puzzle.findIndex(Boolean);

describe('difficulties', () => {
  it.each(Object.entries(DIFFICULTIES))('%s puzzles have their blanks and exactly one solution', (_, { blanks }) => {
    for (let seed = 0; seed < 40; seed += 1) {
      const { puzzle } = generateSudoku(seededRandom(seed), blanks);
      expect(puzzle.flat().filter((value) => value === 0)).toHaveLength(blanks);
      expect(countSolutions(puzzle, 2)).toBe(1);
    }
  });

  it('keeps the spec’s 40 blanks for Classic, with fewer for Easy and more for Hard', () => {
    expect(DIFFICULTIES.classic.blanks).toBe(40);
    expect(DIFFICULTIES.easy.blanks).toBeLessThan(40);
    expect(DIFFICULTIES.hard.blanks).toBeGreaterThan(40);
  });
});

describe('digits and notes', () => {
  it('has 20 peers per cell', () => {
    expect(PEERS.every((peers) => peers.length === 20)).toBe(true);
    expect(PEERS[0]).toEqual(expect.arrayContaining([1, 8, 9, 72, 10, 20]));
  });

  it('never changes a given cell', () => {
    const game = session();
    const index = given(game);
    expect(enterDigit(game, index, 5)).toBe(game);
    expect(toggleNote(game, index, 5)).toBe(game);
    expect(eraseCell(game, index)).toBe(game);
  });

  it('toggles notes in an empty cell only', () => {
    let game = session();
    const index = blank(game);
    game = toggleNote(game, index, 3);
    game = toggleNote(game, index, 7);
    expect(notesOf(game.notes[index])).toEqual([3, 7]);
    game = toggleNote(game, index, 3);
    expect(notesOf(game.notes[index])).toEqual([7]);
    game = enterDigit(game, index, 4);
    expect(game.notes[index]).toBe(0);
    expect(toggleNote(game, index, 2)).toBe(game);
  });

  it('clears an entered digit from the notes of its row, column and box, and no others', () => {
    let game = session();
    const target = blank(game);
    const noted = game.puzzle.map((g, index) => (g ? -1 : index)).filter((index) => index >= 0 && index !== target);
    for (const index of noted) game = toggleNote(game, index, 6);
    game = enterDigit(game, target, 6);
    for (const index of noted) {
      const isPeer = PEERS[target].includes(index);
      expect([index, notesOf(game.notes[index]).includes(6)]).toEqual([index, !isPeer]);
    }
  });

  it('marks digits that repeat in a unit', () => {
    let game = session();
    const index = blank(game);
    const peerGiven = PEERS[index].find((peer) => game.puzzle[peer] !== 0)!;
    const digit = game.puzzle[peerGiven];
    game = enterDigit(game, index, digit);
    const marked = conflicts(game);
    expect(marked).toContain(index);
    expect(marked).toContain(peerGiven);
    // Only cells holding the repeated digit, each sharing a unit with the new one.
    for (const cell of marked) expect(cell === index || (game.values[cell] === digit && PEERS[index].includes(cell))).toBe(true);
  });
});

describe('undo and redo', () => {
  it('walks back and forward through digits and notes', () => {
    const start = session();
    const a = blank(start, 0);
    const b = blank(start, 1);
    const one = enterDigit(start, a, 1);
    const two = toggleNote(one, b, 9);
    const three = enterDigit(two, b, 2);

    const back1 = undo(three);
    expect(back1.values).toEqual(two.values);
    expect(back1.notes).toEqual(two.notes);
    const back2 = undo(back1);
    expect(back2.notes[b]).toBe(0);
    const back3 = undo(back2);
    expect(back3.values).toEqual(start.values);
    expect(undo(back3)).toBe(back3);

    const forward = redo(redo(redo(back3)));
    expect(forward.values).toEqual(three.values);
    expect(redo(forward)).toBe(forward);
  });

  it('forgets the redo steps after a new move', () => {
    const start = session();
    const moved = enterDigit(start, blank(start), 1);
    const other = enterDigit(undo(moved), blank(start, 1), 2);
    expect(other.future).toEqual([]);
    expect(redo(other)).toBe(other);
  });
});

describe('clock', () => {
  it('counts play time, stops on View Solution and restarts from zero on Reset', () => {
    const game = session();
    expect(elapsedMs(game, T0 + 65_000)).toBe(65_000);
    const shown = showSolution(game, T0 + 70_000);
    expect(shown.values).toEqual(shown.solution);
    expect(elapsedMs(shown, T0 + 999_000)).toBe(70_000);
    const reset = resetSession(shown, T0 + 100_000);
    expect(reset.values).toEqual(reset.puzzle);
    expect(elapsedMs(reset, T0 + 103_000)).toBe(3_000);
  });

  it('stops once and keeps the time', () => {
    const stopped = stopClock(session(), T0 + 5_000);
    expect(stopClock(stopped, T0 + 9_000)).toBe(stopped);
    expect(elapsedMs(resumeClock(stopped, T0 + 60_000, true), T0 + 62_000)).toBe(7_000);
  });
});

describe('saving', () => {
  it('restores a saved game with its notes, history and play time; time away does not count', () => {
    let game = session();
    game = toggleNote(game, blank(game, 1), 4);
    game = enterDigit(game, blank(game), 8);
    const raw = serializeSession(game, T0 + 30_000);
    const restored = restoreSession(raw, T0 + 500_000)!;
    expect(restored.values).toEqual(game.values);
    expect(restored.notes).toEqual(game.notes);
    expect(restored.past).toHaveLength(2);
    expect(elapsedMs(restored, T0 + 502_000)).toBe(32_000);
  });

  it('keeps a stopped clock stopped', () => {
    const raw = serializeSession(showSolution(session(), T0 + 10_000), T0 + 20_000);
    const restored = restoreSession(raw, T0 + 90_000)!;
    expect(restored.runningSince).toBeNull();
    expect(elapsedMs(restored, T0 + 99_000)).toBe(10_000);
  });

  it.each([
    ['nothing', null],
    ['text that is not JSON', '{"values": ['],
    ['another version', JSON.stringify({ version: 99 })],
    ['a number', '42'],
  ])('ignores %s', (_, raw) => {
    expect(restoreSession(raw, T0)).toBeNull();
  });

  it('ignores a save whose givens were changed or whose solution is not a solved board', () => {
    const game = session();
    const saved = JSON.parse(serializeSession(game, T0));
    const index = given(game);
    expect(
      restoreSession(JSON.stringify({ ...saved, values: saved.values.map((v: number, i: number) => (i === index ? (v % 9) + 1 : v)) }), T0),
    ).toBeNull();
    const badSolution = [...saved.solution];
    [badSolution[0], badSolution[1]] = [badSolution[1], badSolution[0]];
    expect(restoreSession(JSON.stringify({ ...saved, solution: badSolution }), T0)).toBeNull();
    expect(restoreSession(JSON.stringify({ ...saved, notes: saved.notes.slice(1) }), T0)).toBeNull();
    expect(restoreSession(JSON.stringify({ ...saved, difficulty: 'impossible' }), T0)).toBeNull();
    expect(restoreSession(JSON.stringify({ ...saved, past: [{ values: [] }] }), T0)).toBeNull();
  });
});

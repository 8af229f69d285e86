import fs from 'node:fs';
import path from 'node:path';
import { seededRandom } from '../../lib/random';
import { parseExpiration, parseSavedGame, restoreGame, SAVE_VERSION, type SavedGame } from './savedGame';
import { generateWordGrid } from './wordSearch';

const WORDS: string[] = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'content/games/words.json'), 'utf8'));
const { grid, placed } = generateWordGrid(WORDS, seededRandom(3));
const NOW = 1_800_000_000;

const saved: SavedGame = {
  version: SAVE_VERSION,
  grid,
  placedWords: placed.map((entry, i) => ({ ...entry, found: i === 0 })),
  foundWords: [placed[0].word],
  selectedCells: [{ row: 1, col: 1 }],
  gameStarted: true,
  gameFinished: false,
  timeLeft: 95,
};
const raw = JSON.stringify(saved);

describe('restoring a saved Word Mage game', () => {
  it('resumes while time remains, with the time from the expiration', () => {
    expect(restoreGame(raw, String(NOW + 95), NOW)).toEqual({ kind: 'resume', game: saved, secondsLeft: 95 });
  });

  it('shows the finished game once the expiration has passed', () => {
    expect(restoreGame(raw, String(NOW - 1), NOW)).toEqual({ kind: 'expired', game: saved });
    expect(restoreGame(raw, String(NOW), NOW)).toEqual({ kind: 'expired', game: saved });
    expect(restoreGame(null, String(NOW - 10), NOW)).toEqual({ kind: 'expired', game: null });
  });

  it('shows the game started with the remaining time when the puzzle is missing', () => {
    expect(restoreGame(null, String(NOW + 40), NOW)).toEqual({ kind: 'startedWithoutPuzzle', secondsLeft: 40 });
    expect(restoreGame('{not json', String(NOW + 40), NOW)).toEqual({ kind: 'startedWithoutPuzzle', secondsLeft: 40 });
  });

  it('starts fresh with nothing saved or a missing or broken expiration', () => {
    expect(restoreGame(null, null, NOW)).toEqual({ kind: 'fresh' });
    expect(restoreGame(raw, null, NOW)).toEqual({ kind: 'fresh' });
    expect(restoreGame(raw, 'tomorrow', NOW)).toEqual({ kind: 'fresh' });
    expect(restoreGame(raw, '-5', NOW)).toEqual({ kind: 'fresh' });
    expect(restoreGame(JSON.stringify({ ...saved, gameFinished: true }), String(NOW + 30), NOW)).toEqual({ kind: 'fresh' });
  });
});

describe('corrupt saves', () => {
  const variants: Record<string, unknown> = {
    'another version': { ...saved, version: 99 },
    'a short grid': { ...saved, grid: grid.slice(1) },
    'a grid with digits': { ...saved, grid: grid.map((row, r) => (r === 0 ? ['1', ...row.slice(1)] : row)) },
    'nine words': { ...saved, placedWords: saved.placedWords.slice(1) },
    'a path off the grid': {
      ...saved,
      placedWords: saved.placedWords.map((p, i) => (i === 0 ? { ...p, path: p.path.map((c) => ({ ...c, row: c.row + 20 })) } : p)),
    },
    'a path that does not spell its word': {
      ...saved,
      placedWords: saved.placedWords.map((p, i) => (i === 0 ? { ...p, word: 'ZZZZZZZZZZ'.slice(0, p.word.length) } : p)),
    },
    'found words that were not found': { ...saved, foundWords: [placed[1].word] },
    'a time that is not a number': { ...saved, timeLeft: 'soon' },
    null: null,
    'an array': [1, 2, 3],
  };

  it.each(Object.entries(variants))('ignores %s', (_name, value) => {
    expect(parseSavedGame(JSON.stringify(value))).toBeNull();
  });

  it('ignores text that is not JSON', () => {
    expect(parseSavedGame('undefined')).toBeNull();
    expect(parseSavedGame('')).toBeNull();
  });

  it('reads expirations only as whole seconds', () => {
    expect(parseExpiration('1800000000')).toBe(1_800_000_000);
    expect(parseExpiration('1800000000.5')).toBeNull();
    expect(parseExpiration('NaN')).toBeNull();
    expect(parseExpiration(null)).toBeNull();
  });
});

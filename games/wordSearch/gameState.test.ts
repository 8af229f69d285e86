import { seededRandom } from '../../lib/random';
import { initialWordMage, toSavedGame, wordMageReducer, type WordMageState } from './gameState';
import { generateWordGrid, WORD_MESSAGES } from './wordSearch';

const words = ['CONTRACT', 'TIGER', 'EQUITY', 'LAWYER', 'MARKET', 'ZEBRA', 'TORT', 'BUDGET', 'PANDA', 'STATUTE', 'EAGLE', 'ASSET'];
const T0 = 1_700_000_000_000;

function running(): WordMageState {
  return wordMageReducer(initialWordMage, { type: 'begin', board: generateWordGrid(words, seededRandom(3)), now: T0, seconds: 180 });
}

describe('Word Mage game state', () => {
  it('starts with a 180 s deadline and counts down from it', () => {
    const game = running();
    expect(game).toMatchObject({ phase: 'running', left: 180, deadline: T0 + 180_000 });
    expect(wordMageReducer(game, { type: 'tick', now: T0 + 61_000 }).left).toBe(119);
  });

  it('finds a word picked first letter then last, in either direction', () => {
    let game = running();
    const [first, second] = game.board!.placed;
    game = wordMageReducer(game, { type: 'pick', cell: first.path[0] });
    expect(game.start).toEqual(first.path[0]);
    game = wordMageReducer(game, { type: 'pick', cell: first.path.at(-1)! });
    game = wordMageReducer(game, { type: 'select', from: second.path.at(-1)!, to: second.path[0] });
    expect(game.board!.placed.filter((word) => word.found).map((word) => word.word)).toEqual([first.word, second.word]);
    expect(game.start).toBeNull();
  });

  it('says why a selection is wrong, each time anew', () => {
    let game = running();
    game = wordMageReducer(game, { type: 'select', from: { row: 0, col: 0 }, to: { row: 1, col: 2 } });
    expect(game.message).toEqual({ text: WORD_MESSAGES.notInLine, id: 1 });
    game = wordMageReducer(game, { type: 'select', from: { row: 0, col: 0 }, to: { row: 1, col: 2 } });
    expect(game.message?.id).toBe(2);
  });

  it('finishes with the success dialog when all 10 are found, and with every answer when time runs out', () => {
    let game = running();
    for (const word of game.board!.placed) game = wordMageReducer(game, { type: 'select', from: word.path[0], to: word.path.at(-1)! });
    expect(game).toMatchObject({ phase: 'finished', dialog: 'success' });
    expect(toSavedGame(game)).toBeNull();

    const late = wordMageReducer(running(), { type: 'tick', now: T0 + 180_000 });
    expect(late).toMatchObject({ phase: 'finished', dialog: 'timeup', left: 0 });
    expect(late.board!.placed.every((word) => word.found)).toBe(true);
    expect(wordMageReducer(late, { type: 'pick', cell: { row: 0, col: 0 } })).toBe(late);
  });

  it('saves the spec’s fields with the deadline in seconds', () => {
    const game = wordMageReducer(running(), { type: 'pick', cell: { row: 2, col: 3 } });
    const saved = toSavedGame(game)!;
    expect(saved.expirationSeconds).toBe((T0 + 180_000) / 1000);
    expect(saved.game).toMatchObject({
      version: 1,
      gameStarted: true,
      gameFinished: false,
      timeLeft: 180,
      selectedCells: [{ row: 2, col: 3 }],
      foundWords: [],
    });
  });
});

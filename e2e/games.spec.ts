import type { Locator, Page } from '@playwright/test';
import { countSolutions, solve, type Grid } from '../games/sudoku/sudoku';
import { gameCards } from '../lib/content/games';
import { expect, expectNoAxeViolations, MOBILE_ONLY, test, waitForHydration } from './fixtures';

const games = gameCards.get();

test.describe('Games Hub', () => {
  test('shows both games, and Play Now opens their rules with Close and Start', async ({ page, visit }) => {
    await visit('/games');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Games Hub');
    await expect(page.getByText('Choose a game and start having fun!')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Sudoku Solver', 'Word Maze']);

    for (const game of games) {
      const play = page.getByRole('button', { name: `Play Now (${game.title})` });
      await play.click();
      const dialog = page.getByRole('dialog', { name: `How to play ${game.title}` });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('listitem')).toHaveText(game.rules);
      await expectNoAxeViolations(page, 'games hub with rules open');
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(play).toBeFocused();
      await play.click();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }

    await page.getByRole('button', { name: 'Play Now (Sudoku Solver)' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Start' }).click();
    await expect(page).toHaveURL('/games/sudoku');
    await page.goBack();
    await page.getByRole('button', { name: 'Play Now (Word Maze)' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Start' }).click();
    await expect(page).toHaveURL('/games/word-maze');
  });
});

test.describe('Sudoku', () => {
  const cell = (page: Page, row: number, col: number) => page.locator(`input[aria-label^="Row ${row + 1}, column ${col + 1}"]`);

  async function readGrid(page: Page): Promise<Grid> {
    const values = await page
      .locator('input[aria-label^="Row "]')
      .evaluateAll((inputs) => inputs.map((input) => Number((input as HTMLInputElement).value || 0)));
    return Array.from({ length: 9 }, (_, row) => values.slice(row * 9, row * 9 + 9));
  }

  async function openPuzzle(page: Page, visit: (path: string) => Promise<void>) {
    await visit('/games/sudoku');
    await expect.poll(async () => (await readGrid(page)).flat().filter(Boolean).length).toBe(41);
    const puzzle = await readGrid(page);
    return { puzzle, solution: solve(puzzle)! };
  }

  async function fill(page: Page, puzzle: Grid, values: Grid) {
    for (let row = 0; row < 9; row += 1) {
      for (let col = 0; col < 9; col += 1) if (puzzle[row][col] === 0) await cell(page, row, col).fill(String(values[row][col]));
    }
  }

  const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text);

  test('a new puzzle has 40 blanks and one solution; givens are read-only', async ({ page, visit }) => {
    const { puzzle, solution } = await openPuzzle(page, visit);
    expect(puzzle.flat().filter((value) => value === 0)).toHaveLength(40);
    expect(solution).not.toBeNull();
    const given = puzzle.flat().findIndex(Boolean);
    const givenCell = cell(page, Math.floor(given / 9), given % 9);
    await expect(givenCell).toHaveAttribute('readonly', '');
    await expect(givenCell).toHaveAttribute('inputmode', 'numeric');
  });

  test('refuses anything but one digit 1–9 with a toast and keeps the old value', async ({ page, visit }) => {
    const { puzzle } = await openPuzzle(page, visit);
    const blank = puzzle.flat().indexOf(0);
    const target = cell(page, Math.floor(blank / 9), blank % 9);
    await target.fill('7');
    await expect(target).toHaveValue('7');
    for (const wrong of ['a', '0', '12']) {
      await target.fill(wrong);
      await expect(toast(page, 'Please enter a valid number between 1 and 9!').first()).toBeVisible();
      await expect(target).toHaveValue('7');
    }
    await target.press('Backspace');
    await expect(target).toHaveValue('');
  });

  test('Check Solution: a toast when cells are empty, red when wrong, green when right', async ({ page, visit }) => {
    const { puzzle, solution } = await openPuzzle(page, visit);
    await page.getByRole('button', { name: 'Check Solution' }).click();
    await expect(toast(page, 'Please fill all the cells before checking the solution!')).toBeVisible();

    const wrong = solution.map((row) => [...row]);
    const blank = puzzle.flat().indexOf(0);
    const [r, c] = [Math.floor(blank / 9), blank % 9];
    wrong[r][c] = (wrong[r][c] % 9) + 1;
    await fill(page, puzzle, wrong);
    await expect(cell(page, r, c)).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Check Solution' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Oops! The solution is incorrect. Keep trying!')).toBeVisible();
    await expect(dialog.getByText('Oops! The solution is incorrect. Keep trying!')).toHaveCSS('color', 'rgb(185, 28, 28)');
    await expectNoAxeViolations(page, 'sudoku with the result dialog open');
    await dialog.getByRole('button', { name: 'OK' }).click();

    await cell(page, r, c).fill(String(solution[r][c]));
    await page.getByRole('button', { name: 'Check Solution' }).click();
    await expect(dialog.getByText('Congratulations! You solved the Sudoku correctly!')).toBeVisible();
    await expect(dialog.getByText('Congratulations! You solved the Sudoku correctly!')).toHaveCSS('color', 'rgb(22, 101, 52)');
    await page.mouse.click(3, 3);
    await expect(dialog).toBeHidden();
  });

  test('View Solution fills the grid; Reset Puzzle brings the puzzle back', async ({ page, visit }) => {
    const { puzzle, solution } = await openPuzzle(page, visit);
    const blank = puzzle.flat().indexOf(0);
    await cell(page, Math.floor(blank / 9), blank % 9).fill('5');
    await page.getByRole('button', { name: 'View Solution' }).click();
    expect(await readGrid(page)).toEqual(solution);
    await page.getByRole('button', { name: 'Reset Puzzle' }).click();
    expect(await readGrid(page)).toEqual(puzzle);
    await page.getByRole('button', { name: 'New Puzzle' }).click();
    await expect.poll(() => readGrid(page)).not.toEqual(puzzle);
  });

  test('arrow keys move between cells', async ({ page, visit }) => {
    await openPuzzle(page, visit);
    await cell(page, 0, 0).focus();
    await page.keyboard.press('ArrowRight');
    await expect(cell(page, 0, 1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(cell(page, 1, 1)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(cell(page, 1, 0)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(cell(page, 0, 0)).toBeFocused();
  });
});

test.describe('Sudoku beyond the spec', () => {
  const cells = (page: Page) => page.locator('input[aria-label^="Row "]');
  const cellAt = (page: Page, index: number) => cells(page).nth(index);

  async function readValues(page: Page): Promise<number[]> {
    return cells(page).evaluateAll((inputs) => inputs.map((input) => Number((input as HTMLInputElement).value || 0)));
  }

  async function open(page: Page) {
    await page.goto('/games/sudoku');
    await waitForHydration(page);
    await expect.poll(async () => (await readValues(page)).filter(Boolean).length).toBeGreaterThan(0);
    const values = await readValues(page);
    return { values, blanks: values.flatMap((value, index) => (value ? [] : [index])) };
  }

  /** A blank cell and another blank cell in the same row. */
  function blankPair(values: number[]): [number, number] {
    for (let row = 0; row < 9; row += 1) {
      const inRow = values.slice(row * 9, row * 9 + 9).flatMap((value, col) => (value ? [] : [row * 9 + col]));
      if (inRow.length >= 2) return [inRow[0], inRow[1]];
    }
    throw new Error('no row with two blanks');
  }

  test('pencil notes by button and N key; a digit clears its notes from row, column and box', async ({ page }) => {
    const { values } = await open(page);
    const [a, b] = blankPair(values);
    const notes = page.getByRole('button', { name: /^Notes/ });
    await expect(notes).toHaveAttribute('aria-pressed', 'false');
    const offLook = await notes.evaluate((element) => getComputedStyle(element).backgroundColor);
    await notes.click();
    await expect(notes).toHaveAttribute('aria-pressed', 'true');
    // Pressed looks pressed, not only reads differently (polled: buttons ease their colour over 0.15 s,
    // so a read right after the click can still see the start of the change).
    await expect.poll(() => notes.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(offLook);
    await cellAt(page, a).click();
    await page.keyboard.press('5');
    await page.keyboard.press('7');
    await expect(cellAt(page, a)).toHaveAttribute('aria-label', /notes 5 7$/);
    // Note digits stay readable on the smallest phone: at least 11 px.
    const { width, height } = page.viewportSize()!;
    await page.setViewportSize({ width: 320, height: 640 });
    const noteSize = await page
      .locator('[data-digit="5"]')
      .first()
      .evaluate((digit) => parseFloat(getComputedStyle(digit).fontSize));
    expect(noteSize).toBeGreaterThanOrEqual(11);
    await page.setViewportSize({ width, height });
    await expect(cellAt(page, a)).toHaveValue('');
    await page.keyboard.press('7');
    await expect(cellAt(page, a)).toHaveAttribute('aria-label', /notes 5$/);

    await cellAt(page, b).focus();
    await page.keyboard.press('n');
    await expect(notes).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('5');
    await expect(cellAt(page, b)).toHaveValue('5');
    await expect(cellAt(page, a)).not.toHaveAttribute('aria-label', /notes/);
    await expectNoAxeViolations(page, 'sudoku with notes');
  });

  test('undo and redo by buttons and by Ctrl+Z / Ctrl+Y', async ({ page }) => {
    const { values } = await open(page);
    const [a, b] = blankPair(values);
    const undo = page.getByRole('button', { name: 'Undo' });
    const redo = page.getByRole('button', { name: 'Redo' });
    await expect(undo).toBeDisabled();
    await cellAt(page, a).fill('3');
    await cellAt(page, b).fill('4');
    await undo.click();
    await expect(cellAt(page, b)).toHaveValue('');
    await expect(cellAt(page, a)).toHaveValue('3');
    await redo.click();
    await expect(cellAt(page, b)).toHaveValue('4');

    await cellAt(page, a).focus();
    await page.keyboard.press('Control+z');
    await expect(cellAt(page, b)).toHaveValue('');
    await page.keyboard.press('Control+z');
    await expect(cellAt(page, a)).toHaveValue('');
    await expect(undo).toBeDisabled();
    await page.keyboard.press('Control+y');
    await page.keyboard.press('Control+Shift+z');
    await expect(cellAt(page, a)).toHaveValue('3');
    await expect(cellAt(page, b)).toHaveValue('4');
    await expect(redo).toBeDisabled();
  });

  test('a reload resumes the game with its digits, notes and clock', async ({ page }) => {
    const start = new Date('2026-11-21T10:00:00+05:30');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1_000));
    const { values } = await open(page);
    const [a, b] = blankPair(values);
    await cellAt(page, a).fill('8');
    await page.getByRole('button', { name: /^Notes/ }).click();
    await cellAt(page, b).click();
    await page.keyboard.press('2');
    await page.clock.runFor(65_000);
    await expect(page.getByText(/^Time/)).toHaveText('Time 1:05');

    await page.reload();
    await waitForHydration(page);
    await expect(cellAt(page, a)).toHaveValue('8');
    await expect(cellAt(page, b)).toHaveAttribute('aria-label', /notes 2$/);
    expect((await readValues(page)).map((value, index) => (index === a ? 0 : value))).toEqual(values);
    await expect(page.getByText(/^Time/)).toHaveText('Time 1:05');
    await page.clock.runFor(10_000);
    await expect(page.getByText(/^Time/)).toHaveText('Time 1:15');
  });

  test('Easy, Classic and Hard deal puzzles with their blanks and exactly one solution', async ({ page }) => {
    await open(page);
    const difficulty = page.getByLabel('Difficulty');
    await expect(difficulty).toHaveValue('classic');
    for (const [level, blanks] of [
      ['easy', 32],
      ['hard', 50],
      ['classic', 40],
    ] as const) {
      await difficulty.selectOption(level);
      await expect.poll(async () => (await readValues(page)).filter((value) => value === 0).length).toBe(blanks);
      const grid = await readValues(page);
      expect(
        countSolutions(
          Array.from({ length: 9 }, (_, row) => grid.slice(row * 9, row * 9 + 9)),
          2,
        ),
      ).toBe(1);
    }
  });

  test('the page arrives with its puzzle, locked until the game starts; a first visit plays that puzzle', async ({ page }) => {
    // Before any script: the build's Classic puzzle, the board inert (a digit typed now would be lost).
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/games/sudoku');
    const inHtml = await readValues(page);
    expect(inHtml.filter((value) => value === 0)).toHaveLength(40);
    expect(
      countSolutions(
        Array.from({ length: 9 }, (_, row) => inHtml.slice(row * 9, row * 9 + 9)),
        2,
      ),
    ).toBe(1);
    const board = page.locator('[aria-label="Sudoku board, 9 by 9"]');
    await expect(board).toHaveAttribute('inert');
    const firstBlank = inHtml.indexOf(0);
    await cellAt(page, firstBlank).focus();
    await expect(cellAt(page, firstBlank)).not.toBeFocused();
    await expect(page.getByRole('button', { name: 'Check Solution' })).toBeDisabled();

    await page.unroute('**/*.js');
    // Buttons enabled as the game starts change colour at once: an eased change repainted the
    // screen for every frame of it, right after hydration.
    await page.addInitScript(() => {
      const runs: string[] = [];
      Object.assign(window, { transitionRuns: runs });
      document.addEventListener('transitionrun', (event) => runs.push((event.target as Element).textContent ?? ''), true);
    });
    const { values, blanks } = await open(page);
    expect(values).toEqual(inHtml);
    await expect(board).not.toHaveAttribute('inert');
    await expect(cellAt(page, blanks[0])).not.toHaveAttribute('readonly');
    await expect(page.getByRole('button', { name: 'Check Solution' })).toBeEnabled();
    expect(await page.evaluate(() => (window as unknown as { transitionRuns: string[] }).transitionRuns)).toEqual([]);
    await cellAt(page, blanks[0]).fill('5');
    await expect(cellAt(page, blanks[0])).toHaveValue('5');
  });

  test('a corrupt save starts a fresh puzzle', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('sudoku.game', '{"version":1,"values":[1,2'));
    const { blanks } = await open(page);
    expect(blanks).toHaveLength(40);
  });

  test('phones enter digits with the pad under the board, without the keyboard', MOBILE_ONLY, async ({ page }) => {
    const { values } = await open(page);
    const [a] = blankPair(values);
    await expect(cellAt(page, a)).toHaveAttribute('inputmode', 'none');
    const pad = page.getByRole('group', { name: 'Digit pad' });
    await expect(pad).toBeVisible();
    await cellAt(page, a).tap();
    await pad.getByRole('button', { name: '6', exact: true }).tap();
    await expect(cellAt(page, a)).toHaveValue('6');
    await pad.getByRole('button', { name: 'Erase' }).tap();
    await expect(cellAt(page, a)).toHaveValue('');
    await expectNoAxeViolations(page, 'sudoku on a phone');
  });
});

test.describe('Word Mage', () => {
  type Saved = { grid: string[][]; placedWords: { word: string; found: boolean; path: { row: number; col: number }[] }[] };
  const letter = (page: Page, row: number, col: number) => page.locator(`button[data-row="${row}"][data-col="${col}"]`);
  const saved = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('wordMage.game') ?? 'null') as Saved | null);
  const words = (page: Page) => page.getByRole('region', { name: 'Words to find' }).getByRole('listitem');
  const struck = (page: Page) => page.getByRole('region', { name: 'Words to find' }).locator('s');
  const timer = (page: Page) => page.getByRole('timer');

  /** Opens the game with the page's clock standing still until the test moves it. */
  async function openWithClock(page: Page) {
    const now = new Date('2026-11-21T10:00:00+05:30');
    await page.clock.install({ time: now });
    await page.clock.pauseAt(new Date(now.getTime() + 1_000));
    await page.goto('/games/word-maze');
  }

  async function start(page: Page): Promise<Saved> {
    await page.getByRole('button', { name: 'Start Game' }).click();
    // Exactly 3:00 on a stopped clock; a running one may have ticked on a busy machine.
    await expect(timer(page)).toContainText(/3:00|2:5\d/);
    await expect.poll(() => saved(page)).not.toBeNull();
    return (await saved(page))!;
  }

  async function drag(page: Page, from: Locator, to: Locator) {
    // A mouse drags only across what is on screen, and at 1280×800 the grid's lower rows start
    // below the fold: bring the whole grid into view first, as a player would scroll to it.
    await page.getByRole('group', { name: /Letter grid/ }).evaluate((grid) => grid.scrollIntoView({ block: 'center' }));
    const a = (await from.boundingBox())!;
    const b = (await to.boundingBox())!;
    await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await page.mouse.down();
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 6 });
    await page.mouse.up();
  }

  test('Start Game deals 10 words, a grid and a 3-minute countdown', async ({ page }) => {
    await openWithClock(page);
    const game = await start(page);
    await expect(timer(page)).toContainText('3:00');
    await expect(words(page)).toHaveText(game.placedWords.map((entry) => entry.word));
    await expect(letter(page, 0, 0)).toHaveText(game.grid[0][0]);
    const [expiration, now] = await page.evaluate(() => [
      Number(localStorage.getItem('wordMage.expiration')),
      Math.floor(Date.now() / 1000),
    ]);
    expect(expiration - now).toBe(180);
    await page.clock.runFor(61_000);
    await expect(timer(page)).toContainText('1:59');
    await page.clock.resume();
    await expectNoAxeViolations(page, 'word mage running');
  });

  test('finds words by clicks in both directions, by drag and by keyboard', async ({ page, visit }) => {
    await visit('/games/word-maze');
    const { placedWords } = await start(page);
    const [first, second, third, fourth] = placedWords;

    await letter(page, first.path[0].row, first.path[0].col).click();
    await expect(letter(page, first.path[0].row, first.path[0].col)).toHaveAttribute('aria-pressed', 'true');
    await letter(page, first.path.at(-1)!.row, first.path.at(-1)!.col).click();
    await expect(struck(page)).toHaveText([first.word]);

    await letter(page, second.path.at(-1)!.row, second.path.at(-1)!.col).click();
    await letter(page, second.path[0].row, second.path[0].col).click();
    await expect(struck(page)).toHaveText([first.word, second.word]);

    await drag(page, letter(page, third.path[0].row, third.path[0].col), letter(page, third.path.at(-1)!.row, third.path.at(-1)!.col));
    await expect(struck(page)).toHaveText([first.word, second.word, third.word]);
    for (const cell of third.path) await expect(letter(page, cell.row, cell.col)).toHaveAttribute('aria-label', /in a found word/);

    // Keyboard: arrows walk the grid, Enter picks the first and last letters.
    await letter(page, 0, 0).focus();
    const walkTo = async (target: { row: number; col: number }, from: { row: number; col: number }) => {
      for (let r = from.row; r < target.row; r += 1) await page.keyboard.press('ArrowDown');
      for (let r = from.row; r > target.row; r -= 1) await page.keyboard.press('ArrowUp');
      for (let c = from.col; c < target.col; c += 1) await page.keyboard.press('ArrowRight');
      for (let c = from.col; c > target.col; c -= 1) await page.keyboard.press('ArrowLeft');
    };
    await walkTo(fourth.path[0], { row: 0, col: 0 });
    await expect(letter(page, fourth.path[0].row, fourth.path[0].col)).toBeFocused();
    await page.keyboard.press('Enter');
    await walkTo(fourth.path.at(-1)!, fourth.path[0]);
    await page.keyboard.press('Space');
    await expect(struck(page)).toHaveText([first.word, second.word, third.word, fourth.word]);
    expect((await saved(page))!.placedWords.filter((entry) => entry.found)).toHaveLength(4);
  });

  test("shows 'Not in the same line!' and 'No match!' for 2 seconds", async ({ page }) => {
    await openWithClock(page);
    await start(page);
    await expect(timer(page)).toContainText('3:00');
    await letter(page, 0, 0).click();
    await letter(page, 1, 2).click();
    const status = page.getByRole('status').filter({ hasText: /./ });
    await expect(page.getByText('Not in the same line!')).toBeVisible();
    await page.clock.runFor(1_900);
    await expect(page.getByText('Not in the same line!')).toBeVisible();
    await page.clock.runFor(200);
    await expect(page.getByText('Not in the same line!')).toBeHidden();

    // A line of two letters spells no word of the game (every word has at least 3 letters).
    await letter(page, 5, 5).click();
    await letter(page, 5, 6).click();
    await expect(page.getByText('No match!')).toBeVisible();
    await page.clock.runFor(2_100);
    await expect(page.getByText('No match!')).toBeHidden();
    await expect(status).toHaveCount(0);
  });

  test('finding all 10 words shows the success dialog, Go Back and New Game', async ({ page, visit }) => {
    await visit('/games/word-maze');
    const { placedWords } = await start(page);
    for (const entry of placedWords) {
      await letter(page, entry.path[0].row, entry.path[0].col).click();
      await letter(page, entry.path.at(-1)!.row, entry.path.at(-1)!.col).click();
    }
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('You found all 10 words in time!')).toBeVisible();
    await expectNoAxeViolations(page, 'word mage success dialog');
    await page.mouse.click(3, 3);
    await expect(dialog).toBeHidden();
    expect(await saved(page)).toBeNull();
    await expect(page.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/games');
    await page.getByRole('button', { name: 'New Game' }).click();
    await expect(timer(page)).toContainText(/3:00|2:5\d/);
    await expect(struck(page)).toHaveCount(0);
  });

  test("time running out shows Time's Up! with every answer", async ({ page }) => {
    await openWithClock(page);
    const { placedWords } = await start(page);
    await page.clock.runFor(170_000);
    await expect(timer(page)).toContainText('0:10');
    await page.clock.runFor(10_500);
    const dialog = page.getByRole('dialog', { name: "Time's Up!" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("You couldn't find all the words in time.")).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveText(placedWords.map((entry) => entry.word));
    await expect(struck(page)).toHaveCount(10);
    expect(await saved(page)).toBeNull();
    // axe waits on timers of its own, so the clock runs again for it.
    await page.clock.resume();
    await expectNoAxeViolations(page, 'word mage time-up dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'New Game' })).toBeVisible();
  });

  test('a reload resumes the saved game with its found words and time', async ({ page }) => {
    await openWithClock(page);
    const { grid, placedWords } = await start(page);
    const entry = placedWords[0];
    await letter(page, entry.path[0].row, entry.path[0].col).click();
    await letter(page, entry.path.at(-1)!.row, entry.path.at(-1)!.col).click();
    await page.clock.runFor(60_000);
    await page.reload();
    await expect(timer(page)).toContainText(/^Time left\s*2:00$/);
    await expect(struck(page)).toHaveText([entry.word]);
    await expect(letter(page, 0, 0)).toHaveText(grid[0][0]);
  });

  test('an expired save shows the finished game with the time-up dialog', async ({ page }) => {
    await openWithClock(page);
    const game = await start(page);
    // Set before the page's own code runs, which would otherwise save the real expiration again.
    await page.addInitScript(() => localStorage.setItem('wordMage.expiration', String(Math.floor(Date.now() / 1000) - 5)));
    await page.reload();
    const dialog = page.getByRole('dialog', { name: "Time's Up!" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveText(game.placedWords.map((entry) => entry.word));
    await expect(page.getByRole('button', { name: 'New Game' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('wordMage.expiration'))).toBeNull();
  });

  test('an expiration ahead without a saved puzzle starts a game with the time left', async ({ page }) => {
    await openWithClock(page);
    await page.evaluate(() => {
      localStorage.removeItem('wordMage.game');
      localStorage.setItem('wordMage.expiration', String(Math.floor(Date.now() / 1000) + 100));
    });
    await page.reload();
    await expect(timer(page)).toContainText('1:40');
    await expect(words(page)).toHaveCount(10);
  });

  for (const [name, value] of [
    ['text that is not JSON', '{"grid": [['],
    ['a save of another version', '{"version": 7, "grid": []}'],
  ]) {
    test(`storage holding ${name} starts fresh without errors`, async ({ page, visit }) => {
      await page.goto('/games/word-maze');
      await page.evaluate((raw) => {
        localStorage.setItem('wordMage.game', raw);
        localStorage.setItem('wordMage.expiration', 'garbage');
      }, value);
      await visit('/games/word-maze');
      await expect(page.getByRole('button', { name: 'Start Game' })).toBeVisible();
    });
  }

  test('storage that refuses access does not stop the game', async ({ page, visit }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('denied', 'SecurityError');
        },
      });
    });
    await visit('/games/word-maze');
    await page.getByRole('button', { name: 'Start Game' }).click();
    await expect(timer(page)).toContainText(/3:00|2:5\d/);
    await expect(words(page)).toHaveCount(10);
  });
});

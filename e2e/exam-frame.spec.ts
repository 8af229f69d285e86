import type { Locator, Page } from '@playwright/test';
import { practiceTests, type PracticeTest } from '../lib/content/practice';
import { expect, expectNoAxeViolations, openPage, startTest, test } from './fixtures';

/**
 * The exam frame (issue 21): the test screen as a screen of its own on phones and the TCS iON
 * layout on laptops. Each behaviour once; the one walk through questions (the action bar in view)
 * checks a bounding box per question and nothing else.
 */

// The opening times of later sections are shown in the student's clock time.
test.use({ timezoneId: 'Asia/Kolkata' });

const PHONE = { width: 375, height: 667 };
const testById = (id: string) => practiceTests.get(id)!;
const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
const heading = (page: Page) => page.locator('#practice-question-heading');
const frame = (page: Page) => page.getByTestId('exam-frame');
const questionArea = (page: Page) => heading(page).locator('xpath=ancestor::div[contains(@class, "questionArea")]');
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const questionsOf = (practice: PracticeTest) => practice.sections.flatMap((section) => section.questions);
const cat = testById('cat-practice-1');
const clat = testById('clat-practice-1');

async function start(page: Page, href: string) {
  await openPage(page, href);
  await startTest(page);
}

/** The action bar and its Save & Next lie wholly inside the viewport, with no scrolling. */
async function expectActionBarInView(page: Page, label: string) {
  const viewport = page.viewportSize()!;
  for (const target of [page.getByTestId('action-bar'), button(page, 'Save & Next')]) {
    const box = (await target.boundingBox())!;
    expect(box.y, label).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, label).toBeLessThanOrEqual(viewport.height);
    expect(box.height, label).toBeGreaterThanOrEqual(label.includes('bar') ? 0 : 24);
  }
  expect(await page.evaluate(() => window.scrollY), label).toBe(0);
}

test('the test takes the whole screen: chrome hidden, focus kept inside, a new question at its top, leaving asks first', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await openPage(page, clat.href);
  await expect(page.getByRole('banner')).toBeVisible();
  await startTest(page);

  // The site's header, breadcrumb, hero and footer give way to the frame, which fills the screen.
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeHidden();
  expect(await frame(page).boundingBox()).toEqual({ x: 0, y: 0, ...PHONE });
  await expect(page.locator('#main > *').first()).toBeHidden();

  // The question area scrolls on its own; Save & Next opens the next question at its top.
  await questionArea(page).evaluate((area) => area.scrollTo({ top: area.scrollHeight }));
  expect(await questionArea(page).evaluate((area) => area.scrollTop)).toBeGreaterThan(0);
  await button(page, 'Save & Next').click();
  await expect(heading(page)).toContainText('Question 2');
  expect(await questionArea(page).evaluate((area) => area.scrollTop)).toBe(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(heading(page)).toBeFocused();

  // After a move pressed with the mouse the new heading has the focus; closing the palette returns
  // it to the palette button. Enter on a focused button moves.
  await button(page, 'Previous').click();
  await expect(heading(page)).toContainText('Question 1');
  await expect(heading(page)).toBeFocused();
  await button(page, 'Question palette').click();
  await page.keyboard.press('Escape');
  await expect(button(page, 'Question palette')).toBeFocused();
  await button(page, 'Save & Next').focus();
  await page.keyboard.press('Enter');
  await expect(heading(page)).toContainText('Question 2');
  await expect(heading(page)).toBeFocused();

  // Tab never leaves the frame for the hidden page.
  for (let presses = 0; presses < 30; presses += 1) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(() => {
      const active = document.activeElement;
      return !active || active === document.body || !!document.querySelector('[data-testid="exam-frame"]')?.contains(active);
    });
    expect(inside, `focus after ${presses + 1} Tab presses`).toBe(true);
  }

  // Leaving mid-test asks first.
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await expect(heading(page)).toContainText('Question 2');

  // Submitted, the result is a normal page again.
  await button(page, 'Submit test').click();
  await page.getByRole('dialog', { name: 'Submit the test?' }).getByRole('button', { name: 'Yes, submit' }).click();
  await expect(page.getByRole('heading', { name: 'Your result' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
});

test('CAT at 375×667: the action bar is in view on every question, and Save & Next or Mark for Review & Next stops at each section’s end', async ({
  page,
}) => {
  await page.clock.install({ time: new Date('2026-11-23T10:00:00+05:30') });
  await page.setViewportSize(PHONE);
  await start(page, cat.href);
  let number = 0;
  for (const [index, section] of cat.sections.entries()) {
    for (let step = 0; step < section.questions.length; step += 1) {
      number += 1;
      await expect(heading(page)).toContainText(`Question ${number} `);
      await expectActionBarInView(page, `CAT question ${number}`);
      // The first section ends through Mark for Review & Next, the others through Save & Next.
      const lastOfFirst = index === 0 && step === section.questions.length - 1;
      await button(page, lastOfFirst ? 'Mark for Review & Next' : 'Save & Next').click();
    }
    // At the section's end Save & Next stays and says so instead of wrapping to its first question.
    await expect(heading(page)).toContainText(`Question ${number} `);
    const last = index === cat.sections.length - 1;
    await expect(
      page.getByText(last ? 'This is the last question of the test.' : `This is the last question of ${section.name}.`),
    ).toBeVisible();
    // It says how the question was left: this test answers nothing, so the first section's last
    // question is marked with no answer, and the others are left unanswered.
    await expect(page.getByText(index === 0 ? 'It is marked for review, with no answer;' : 'It has no answer saved;')).toBeVisible();
    if (last) continue;
    // As on the CAT's screen, a section ends only when its time does: no End section anywhere.
    await expect(page.getByText("The next section opens when this section's time is up.")).toBeVisible();
    await expect(button(page, 'End section')).toHaveCount(0);
    await button(page, 'Question palette').click();
    await expect(button(page.getByRole('dialog', { name: 'Question palette' }), 'End section')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.clock.runFor(section.timeLimitMinutes! * 60_000);
    await expect(page.getByText(`Time is up for ${section.name}.`)).toBeVisible();
  }
});

test('CLAT at 375×667: the action bar is in view on every question', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await start(page, clat.href);
  const count = questionsOf(clat).length;
  for (let number = 1; number <= count; number += 1) {
    await expect(heading(page)).toContainText(`Question ${number} `);
    await expectActionBarInView(page, `CLAT question ${number}`);
    if (number < count) await button(page, 'Save & Next').click();
  }
});

test('the passage: one tap away on phones, the reading place kept across its questions, beside the question at 1280 px', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const [english] = clat.sections;
  const title = english.passages![0].title!;
  await start(page, clat.href);

  // Scrolled down to the options, the passage is still one tap away.
  await questionArea(page).evaluate((area) => area.scrollTo({ top: area.scrollHeight }));
  const read = page.getByRole('button', { name: /^Read the passage/ });
  await expect(read).toBeInViewport();
  await read.click();
  const sheet = page.getByRole('dialog', { name: title });
  await expect(sheet).toBeVisible();
  const text = sheet.getByRole('region', { name: 'Passage text' });
  await text.evaluate((element) => element.scrollTo({ top: 300 }));
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  // The next question of the same passage opens the sheet where the student left off.
  await button(page, 'Save & Next').click();
  await expect(heading(page)).toContainText('Question 2');
  await read.click();
  await expect.poll(() => text.evaluate((element) => element.scrollTop)).toBe(300);
  await page.keyboard.press('Escape');

  // At 1280 px the passage sits beside the question in its own pane, and the button is gone.
  await page.setViewportSize({ width: 1280, height: 800 });
  const pane = page.getByRole('region', { name: title });
  await expect(pane).toBeVisible();
  await expect(read).toBeHidden();
  const [paneBox, questionBox] = [(await pane.boundingBox())!, (await heading(page).boundingBox())!];
  expect(paneBox.x + paneBox.width).toBeLessThanOrEqual(questionBox.x);
  expect(Math.abs(paneBox.y - questionBox.y)).toBeLessThan(40);
});

test('visible warnings at 5 minutes and 1 minute left, with a note on an unsaved choice; later sections say when they open', async ({
  page,
}) => {
  const [varc, dilr, qa] = cat.sections;
  await page.clock.install({ time: new Date('2026-11-23T10:00:00+05:30') });
  await page.clock.pauseAt(new Date('2026-11-23T10:00:01+05:30'));
  await page.setViewportSize(PHONE);
  await start(page, cat.href);
  await expect(page.getByRole('button', { name: `DILR ${dilr.name} opens at 10:15 am` })).toBeDisabled();
  await expect(page.getByRole('button', { name: `QA ${qa.name} opens at 10:30 am` })).toBeDisabled();
  await expect(page.getByText(/minutes? left in/)).toBeHidden();

  await page.clock.runFor(10 * 60_000);
  await expect(page.getByRole('timer')).toHaveText('05:00');
  // The clock writes its digits and its name itself each second; the last minute turns it red.
  await expect(page.getByRole('timer')).toHaveAccessibleName(`Time left in ${varc.name}: 05:00`);
  await expect(page.getByRole('timer').locator('..')).not.toHaveAttribute('data-low');
  await expect(page.getByText(`5 minutes left in ${varc.name}.`)).toBeVisible();
  await page.clock.runFor(60_000);
  await expect(page.getByText(`5 minutes left in ${varc.name}.`)).toBeHidden();

  await page.getByRole('radio', { name: /^Option B:/ }).check();
  await page.clock.runFor(3 * 60_000);
  await expect(page.getByRole('timer')).toHaveText('01:00');
  await expect(page.getByRole('timer')).toHaveAccessibleName(`Time left in ${varc.name}: 01:00`);
  await expect(page.getByRole('timer').locator('..')).toHaveAttribute('data-low', 'true');
  const warning = page.getByText(`1 minute left in ${varc.name}.`);
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('Your choice on this question is not saved');
  await expect(warning).toContainText('it is lost when time is up');
  await button(page, 'Save & Next').click();
  await expect(warning).toContainText('Only saved answers count when time is up.');
  // axe waits on timers, which the paused clock would hold forever.
  await page.clock.resume();
  await expectNoAxeViolations(page, 'exam frame with the 1-minute warning');
});

test('type-in answers on a phone: the keypad enters an IPMAT Indore short answer, its minus key toggling the sign (qa-sa-9)', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const ipmat = testById('ipmat-indore-practice-1');
  const number = questionsOf(ipmat).findIndex((question) => question.id === 'qa-sa-9') + 1;
  const target = questionsOf(ipmat)[number - 1];
  expect(target.type === 'numeric' && target.answer).toBe(17);
  // Short answer is the first section, as in the real paper.
  expect(ipmat.sections[0].questions.some((question) => question.id === 'qa-sa-9')).toBe(true);
  await start(page, ipmat.href);
  await button(page, 'Question palette').click();
  await page
    .getByRole('dialog', { name: 'Question palette' })
    .getByRole('button', { name: `Question ${number},` })
    .click();
  await expect(heading(page)).toContainText(`Question ${number} `);

  const box = page.getByRole('textbox', { name: 'Your answer' });
  // No phone keyboard (many have no minus sign): the keypad types.
  await expect(box).toHaveAttribute('inputmode', 'none');
  const keypad = page.getByRole('group', { name: 'Keypad' });
  for (const key of ['1', 'Decimal point', '5', 'Backspace', 'Backspace', 'Clear', 'Minus sign', '1', '7'])
    await button(keypad, key).click();
  await expect(box).toHaveValue('-17');
  // Minus toggles the sign wherever it is pressed: pressed again, the answer is 17.
  await button(keypad, 'Minus sign').click();
  await expect(box).toHaveValue('17');
  await button(page, 'Save & Next').click();
  await expect(heading(page)).toContainText(`Question ${number + 1} `);

  await button(page, 'Submit test').click();
  await page.getByRole('dialog', { name: 'Submit the test?' }).getByRole('button', { name: 'Yes, submit' }).click();
  await expect(page.getByTestId('correct')).toHaveText('1');
  await expect(page.getByTestId('wrong')).toHaveText('0');
});

test('no sideways scroll and no axe violations on the frame, sheets and dialogs at 320, 375 and 1280 px', async ({ page }) => {
  const numeric = questionsOf(cat).findIndex((question) => question.type === 'numeric') + 1;
  await page.setViewportSize({ width: 320, height: 640 });
  await start(page, cat.href);
  for (const size of [
    { width: 320, height: 640 },
    { width: 375, height: 667 },
    { width: 1280, height: 800 },
  ]) {
    const at = `${size.width} px`;
    await page.setViewportSize(size);
    const check = async (label: string) => {
      expect(await overflow(page), `sideways scroll on ${label} at ${at}`).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page, `${label} at ${at}`);
    };
    await check('the exam frame (a passage question)');
    if (size.width < 900) {
      await page.getByRole('button', { name: /^Read the passage/ }).click();
      await expect(page.getByRole('dialog', { name: cat.sections[0].passages![0].title! })).toBeVisible();
      await check('the passage sheet');
      await page.keyboard.press('Escape');
      await button(page, 'Question palette').click();
      await expect(page.getByRole('dialog', { name: 'Question palette' })).toBeVisible();
      await check('the palette sheet');
      await page
        .getByRole('dialog', { name: 'Question palette' })
        .getByRole('button', { name: `Question ${numeric},` })
        .click();
    } else {
      await page
        .getByRole('complementary', { name: 'Question palette' })
        .getByRole('button', { name: `Question ${numeric},` })
        .click();
    }
    await expect(page.getByRole('group', { name: 'Keypad' })).toBeVisible();
    await check('a type-in question with its keypad');
    await button(page, 'Submit test').click();
    await expect(page.getByRole('dialog', { name: 'Submit the test?' })).toBeVisible();
    await check('the submit dialog');
    await page.keyboard.press('Escape');
    // Back to the passage question for the next width.
    if (size.width < 900) await button(page, 'Question palette').click();
    await page.getByRole('button', { name: /^Question 1,/ }).click();
    await expect(heading(page)).toContainText('Question 1 ');
  }

  // The End section dialog, on a test whose real screen lets a section end early (IPMAT Indore).
  const indore = await page.context().newPage();
  await indore.setViewportSize({ width: 320, height: 640 });
  await start(indore, testById('ipmat-indore-practice-1').href);
  for (const size of [
    { width: 320, height: 640 },
    { width: 375, height: 667 },
    { width: 1280, height: 800 },
  ]) {
    await indore.setViewportSize(size);
    if (size.width < 900) await button(indore, 'Question palette').click();
    await button(indore, 'End section').click();
    await expect(indore.getByRole('dialog', { name: /^End / })).toBeVisible();
    expect(await overflow(indore), `sideways scroll on the End section dialog at ${size.width} px`).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(indore, `the End section dialog at ${size.width} px`);
    await indore.keyboard.press('Escape');
  }
});

test.describe('issue 43: the keypad, the clock and the section tabs', () => {
  /** Opens a question of the open section from the palette (a sheet below 900 px, the side column from there). */
  async function openQuestion(page: Page, number: number) {
    const wide = page.viewportSize()!.width >= 900;
    if (!wide) await button(page, 'Question palette').click();
    const palette = wide
      ? page.getByRole('complementary', { name: 'Question palette' })
      : page.getByRole('dialog', { name: 'Question palette' });
    await palette.getByRole('button', { name: `Question ${number},` }).click();
    await expect(heading(page)).toContainText(`Question ${number} `);
  }

  /** The answer box and every keypad key lie wholly on screen, between the question area's top and the action bar, with nothing scrolled. */
  async function expectKeypadInView(page: Page, label: string) {
    const top = (await questionArea(page).boundingBox())!.y;
    const barTop = (await page.getByTestId('action-bar').locator('..').boundingBox())!.y;
    const width = page.viewportSize()!.width;
    const boxes = await page
      .locator('input[aria-describedby^="answer-hint"], [role="group"][aria-label="Keypad"] button')
      .evaluateAll((nodes) =>
        nodes.map((node) => {
          const { left, right, top: y, bottom } = node.getBoundingClientRect();
          return { name: node.getAttribute('aria-label') || node.textContent || 'the answer box', left, right, top: y, bottom };
        }),
      );
    expect(boxes, label).toHaveLength(15);
    for (const box of boxes) {
      const at = `${label}: ${box.name} at x ${Math.round(box.left)}–${Math.round(box.right)}, y ${Math.round(box.top)}–${Math.round(box.bottom)}`;
      expect(box.left, at).toBeGreaterThanOrEqual(0);
      expect(box.right, at).toBeLessThanOrEqual(width);
      expect(box.top, at).toBeGreaterThanOrEqual(top);
      expect(box.bottom, `${at}, the action bar from y ${Math.round(barTop)}`).toBeLessThanOrEqual(barTop);
    }
    expect(await questionArea(page).evaluate((area) => area.scrollTop), label).toBe(0);
    expect(await page.evaluate(() => window.scrollY), label).toBe(0);
  }

  test('on a phone a CAT TITA question opens with the answer box and every key above the action bar; at the section’s end the note offers End section where the exam allows it', async ({
    page,
  }) => {
    const [varc] = cat.sections;
    const last = varc.questions.length;
    expect(varc.questions.slice(-2).map((question) => question.type)).toEqual(['numeric', 'numeric']);
    await page.setViewportSize({ width: 320, height: 568 });
    await start(page, cat.href);
    await openQuestion(page, last);
    await expectKeypadInView(page, 'a TITA question at 320×568');

    await page.setViewportSize(PHONE);
    await openQuestion(page, last - 1);
    await expectKeypadInView(page, 'a TITA question at 375×667');

    // Save & Next at the section's end: the note says the next section opens with the time (the
    // CAT's screen has no End section).
    await button(page, 'Save & Next').click();
    await button(page, 'Save & Next').click();
    const note = page.getByRole('status').filter({ hasText: `This is the last question of ${varc.name}.` });
    await expect(note).toContainText("The next section opens when this section's time is up.");
    await expect(button(note, 'End section')).toHaveCount(0);
    await expectNoAxeViolations(page, 'the end-of-section note at 375 px');

    // Where the real screen lets a section end early (IPMAT Indore), the note's End section is on
    // screen, not in the closed palette sheet.
    const indore = testById('ipmat-indore-practice-1');
    const [shortAnswer] = indore.sections;
    const other = await page.context().newPage();
    await other.setViewportSize(PHONE);
    await start(other, indore.href);
    await openQuestion(other, shortAnswer.questions.length);
    await expectKeypadInView(other, 'an IPMAT short answer at 375×667');
    await button(other, 'Save & Next').click();
    const indoreNote = other.getByRole('status').filter({ hasText: `This is the last question of ${shortAnswer.name}.` });
    await expect(button(indoreNote, 'End section')).toBeInViewport({ ratio: 1 });
    await button(indoreNote, 'End section').click();
    await expect(other.getByRole('dialog', { name: /^End / })).toBeVisible();
  });

  test('on a laptop, keypad keys then Enter save the number typed, and on the section’s last question the end-of-section note says so', async ({
    page,
  }) => {
    const [varc] = cat.sections;
    await start(page, cat.href);
    await openQuestion(page, varc.questions.length);
    const box = page.getByRole('textbox', { name: 'Your answer' });
    const keypad = page.getByRole('group', { name: 'Keypad' });
    for (const key of ['2', '4', '3', '1']) await button(keypad, key).click();
    await expect(box).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(box).toHaveValue('2431');
    await expect(page.getByText(`This is the last question of ${varc.name}. Your answer is saved;`)).toBeVisible();
    await expect(
      page
        .getByRole('complementary', { name: 'Question palette' })
        .getByRole('button', { name: `Question ${varc.questions.length}, answered` }),
    ).toBeVisible();
  });

  test('the clock drops the last minute’s colour when the next section starts, and a locked tab says when it opens with am or pm', async ({
    page,
  }) => {
    const [, dilr, qa] = cat.sections;
    await page.clock.install({ time: new Date('2026-11-23T10:00:00+05:30') });
    await page.clock.pauseAt(new Date('2026-11-23T10:00:01+05:30'));
    await page.setViewportSize({ width: 320, height: 568 });
    await start(page, cat.href);
    const timer = page.getByRole('timer');
    const [white, amber] = ['rgb(255, 255, 255)', 'rgb(253, 230, 138)'];
    await expect(timer).toHaveCSS('color', white);
    await page.clock.runFor(14 * 60_000);
    await expect(timer).toHaveText('01:00');
    await expect(timer).toHaveCSS('color', amber);

    // VARC's time is up: DILR starts with 15 minutes, in the clock's usual colour.
    await page.clock.runFor(60_000);
    await expect(page.getByText(`${dilr.name} has started.`)).toBeVisible();
    await expect(timer).toHaveText('15:00');
    await expect(timer).toHaveCSS('color', white);

    // QA opens when DILR's 15 minutes are up: at 10:30 am, read in full, shown under its lock at 320 px.
    const qaTab = page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: /^QA / });
    await expect(qaTab).toHaveAccessibleName(`QA ${qa.name} opens at 10:30 am`);
    await expect(qaTab).toContainText('at 10:30 am');
    expect(
      await page
        .getByRole('navigation', { name: 'Sections' })
        .locator('ul')
        .evaluate((row) => row.scrollWidth - row.clientWidth),
    ).toBe(0);
  });

  test('a section tab whose short label is a word of its name reads the name once', async ({ page }) => {
    await start(page, clat.href);
    const tabs = page.getByRole('navigation', { name: 'Sections' }).getByRole('button');
    const names = ['English Language', 'GK General Knowledge', 'Legal Reasoning', 'Logical Reasoning', 'QT Quantitative Techniques'];
    expect(clat.sections.map((section) => section.name)).toEqual(names.map((name) => name.replace(/^(GK|QT) /, '')));
    await expect(tabs).toHaveCount(names.length);
    for (const [index, name] of names.entries()) await expect(tabs.nth(index)).toHaveAccessibleName(name);
  });
});

test.describe('tables in a passage (issue 43, item 9)', () => {
  /** Where a cell lies in its table's scroll box: wholly inside it, and not covered by another cell. */
  const placeIn = (cell: Locator) =>
    cell.evaluate((element) => {
      const own = element.getBoundingClientRect();
      const outer = element.closest('[role="region"]')!.getBoundingClientRect();
      const inside = own.left >= outer.left - 1 && own.right <= outer.right + 1;
      const onTop = element.contains(document.elementFromPoint(own.left + 4, own.top + own.height / 2));
      return { inside, onTop };
    });

  test('CAT Set 1: every column in view or a keyboard scroll away with a cue, the route column kept in view, at 1280 and 375 px', async ({
    page,
  }) => {
    const mock = testById('cat-mock-1');
    const set = mock.sections[1].passages![0];
    await page.clock.install({ time: new Date('2026-11-23T10:00:00+05:30') });
    await start(page, mock.href);
    // DILR opens when VARC's 40 minutes are up, as on the CAT's screen.
    await page.clock.runFor(mock.sections[0].timeLimitMinutes! * 60_000);
    const pane = page.getByRole('region', { name: set.title! });
    const table = pane.getByRole('region', { name: 'Table' });
    const lastColumn = table.getByRole('columnheader', { name: 'Average fare (₹)' });
    const firstCells = [table.getByRole('columnheader', { name: 'Route' }), table.getByRole('cell', { name: 'Bidar' })];

    // At 1280 px the five columns are wider than the passage pane: the table says so and scrolls
    // in its own box, by keyboard too, while the route names stay in view.
    await expect(lastColumn).toBeAttached();
    expect(await table.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
    await expect(table.getByText('Scroll the table sideways')).toBeVisible();
    expect((await placeIn(lastColumn)).inside).toBe(false);
    await table.focus();
    await expect(table).toBeFocused();
    for (let press = 0; press < 6; press += 1) await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await placeIn(lastColumn)).inside).toBe(true);
    for (const cell of firstCells) expect(await placeIn(cell)).toEqual({ inside: true, onTop: true });

    // On a phone the passage sheet shows the same box, cue and kept column.
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: /^Read the passage/ }).click();
    const sheet = page.getByRole('dialog', { name: set.title! });
    const sheetTable = sheet.getByRole('region', { name: 'Table' });
    await expect(sheetTable.getByText('Scroll the table sideways')).toBeVisible();
    await sheetTable.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
    const route = sheetTable.getByRole('columnheader', { name: 'Route' });
    await expect.poll(() => placeIn(route)).toEqual({ inside: true, onTop: true });
    expect((await placeIn(sheetTable.getByRole('columnheader', { name: 'Average fare (₹)' }))).inside).toBe(true);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'the passage sheet with a table at 375 px');
  });
});

test.describe('issue 46: the CAT on-screen calculator', () => {
  const calculator = (page: Page) => page.getByRole('region', { name: 'Calculator' });
  const display = (page: Page) => page.getByTestId('calculator-display');
  const key = (page: Page, name: string) =>
    calculator(page).getByRole('group', { name: 'Calculator keys' }).getByRole('button', { name, exact: true });

  test.describe('by touch', () => {
    test.use({ hasTouch: true });
    test('on a phone it opens above the action bar by touch, leaves the question readable, and keeps its value from question to question', async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      await start(page, cat.href);
      await button(page, 'Calculator').tap();
      await expect(calculator(page)).toBeVisible();
      for (const name of ['2', 'Plus', '3', 'Multiply', '4', 'Equals']) await key(page, name).tap();
      // Immediate execution, as on the exam's screen: (2 + 3) × 4.
      await expect(display(page)).toHaveText('20');
      for (const name of ['Decimal point', '1', 'Plus', 'Decimal point', '2', 'Equals']) await key(page, name).tap();
      await expect(display(page)).toHaveText('0.3');

      // It never covers the action bar, and the question keeps room above it.
      await expectActionBarInView(page, 'with the calculator open');
      const sheet = (await calculator(page).boundingBox())!;
      const bar = (await page.getByTestId('action-bar').boundingBox())!;
      expect(sheet.y + sheet.height).toBeLessThanOrEqual(bar.y + 1);
      const question = (await questionArea(page).boundingBox())!;
      expect(question.height).toBeGreaterThanOrEqual(150);
      expect(await overflow(page)).toBe(0);
      await expectNoAxeViolations(page, 'calculator at 375 px');

      await button(page, 'Save & Next').tap();
      await expect(heading(page)).toContainText('Question 2 ');
      await expect(display(page)).toHaveText('0.3');
      await calculator(page)
        .getByRole('button', { name: /^Close/ })
        .tap();
      await expect(calculator(page)).toHaveCount(0);
      await button(page, 'Calculator').tap();
      await expect(display(page)).toHaveText('0.3');
    });
  });

  test('on a laptop it works by keyboard, its keys do not drive the test, and a CLAT test has none', async ({ page }) => {
    await start(page, cat.href);
    await button(page, 'Calculator').click();
    await expect(calculator(page)).toBeFocused();
    await page.keyboard.type('144');
    await page.keyboard.press('@'); // √, as on Windows' calculator
    await page.keyboard.type('*5%');
    await expect(display(page)).toHaveText('0.6');
    await page.keyboard.press('Enter');
    await expect(display(page)).toHaveText('7.2');
    await page.keyboard.type('/0');
    await page.keyboard.press('Enter');
    await expect(display(page)).toHaveText('Cannot divide by zero');
    await page.keyboard.press('Escape');
    await expect(display(page)).toHaveText('0');
    // The digits typed into the calculator chose no option of the question.
    await expect(heading(page)).toContainText('Question 1 ');
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    await expectNoAxeViolations(page, 'calculator at 1280 px');
    // Escape on a cleared calculator closes it and gives the focus back to its button.
    await page.keyboard.press('Escape');
    await expect(calculator(page)).toHaveCount(0);
    await expect(button(page, 'Calculator')).toBeFocused();

    const law = await page.context().newPage();
    await start(law, clat.href);
    await expect(frame(law)).toBeVisible();
    await expect(button(law, 'Calculator')).toHaveCount(0);
  });
});

test('compensatory time: a CLAT mock taken with it runs 160 minutes and says so on the result; NPAT, with no official figure, offers none', async ({
  page,
}) => {
  const mock = testById('clat-mock-1');
  await page.clock.install({ time: new Date('2026-11-23T10:00:00+05:30') });
  await page.setViewportSize(PHONE);
  await openPage(page, mock.href);
  const choice = page.getByRole('checkbox', { name: 'I am eligible for compensatory time' });
  await expect(choice).toHaveAccessibleDescription(/40 minutes over the 2-hour paper .* This test's 120 minutes become 160 minutes\./);
  await expectNoAxeViolations(page, 'the compensatory-time choice at 375 px');
  await choice.check();
  await startTest(page);
  // A minute after the clock was installed (the start took a few seconds of it, however busy the
  // machine): 160 minutes less under a minute are left.
  await page.clock.pauseAt(new Date('2026-11-23T10:01:00+05:30'));
  await expect(page.getByRole('timer')).toHaveText(/^2:39:\d\d$/);
  await page.clock.runFor(150 * 60_000);
  await expect(page.getByRole('timer')).toHaveText(/^09:\d\d$/);
  await page.clock.resume();
  await button(page, 'Submit test').click();
  await page.getByRole('dialog', { name: 'Submit the test?' }).getByRole('button', { name: 'Yes, submit' }).click();
  await expect(page.getByText(/with compensatory time \(20 minutes for each hour of the paper\)/)).toBeVisible();
  await button(page, 'Instructions and past attempts').click();
  await expect(page.getByRole('rowheader', { name: /, with compensatory time$/ })).toBeVisible();

  const npat = await page.context().newPage();
  await openPage(npat, testById('npat-practice-1').href);
  await expect(npat.getByRole('button', { name: 'Start the test', exact: true })).toBeVisible();
  await expect(npat.getByRole('checkbox', { name: 'I am eligible for compensatory time' })).toHaveCount(0);
});

test('the Question paper and Instructions views of the TCS iON screen, at 375 and 1280 px', async ({ page }) => {
  const [first] = cat.sections;
  await page.setViewportSize(PHONE);
  await start(page, cat.href);
  await button(page, 'Question palette').click();
  await button(page.getByRole('dialog', { name: 'Question palette' }), 'Question paper').click();
  const paper = page.getByRole('dialog', { name: `Question paper: ${first.name}` });
  await expect(paper.getByRole('heading', { level: 3 })).toHaveText(first.questions.map((_, index) => `Question ${index + 1}`));
  expect(await overflow(page)).toBe(0);
  await expectNoAxeViolations(page, 'the question paper at 375 px');
  await button(paper, 'Open question 3').click();
  await expect(paper).toBeHidden();
  await expect(heading(page)).toContainText('Question 3 ');

  await page.setViewportSize({ width: 1280, height: 800 });
  await button(page.getByRole('complementary', { name: 'Question palette' }), 'Instructions').click();
  const instructions = page.getByRole('dialog', { name: 'Instructions' });
  await expect(instructions).toContainText('How the test screen works');
  await expect(instructions).toContainText('a section ends only when its time does');
  await expectNoAxeViolations(page, 'the instructions during the test at 1280 px');
  await page.keyboard.press('Escape');
  await expect(heading(page)).toContainText('Question 3 ');
});

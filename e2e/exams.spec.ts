import type { Locator, Page } from '@playwright/test';
import { examGuides } from '../lib/content/exams';
import { expect, expectNoAxeViolations, test } from './fixtures';

const exams = examGuides.all();

/** The spec's figures for each exam (its business constants). */
const FACTS: Record<string, (string | RegExp)[]> = {
  ipmat: [
    '100',
    '120 minutes',
    '40 minutes per section',
    'Verbal Ability MCQ 50',
    'Quantitative Aptitude MCQ 25',
    'Quantitative Aptitude short answer 25',
    '+4/−1',
    /no negative marking for short answer questions/i,
    'May',
    '60%',
    '55% for SC/ST/PwD/Transgender',
  ],
  'ipmat-rohtak': [
    '120',
    'Quantitative Aptitude 40',
    'Verbal Ability 40',
    'Logical Reasoning 40',
    '120 minutes',
    '40 minutes per section',
    '+4/−1',
    '480',
  ],
  jipmat: [
    'National Testing Agency',
    '100',
    'Quantitative Aptitude 33',
    'Verbal Ability and Reading Comprehension 34',
    'Logical Reasoning and Data Interpretation 33',
    '150 minutes',
    'No sectional time limit',
    '+4/−1',
  ],
  set: [
    '60',
    'General English 16',
    'Quantitative 16',
    'General Awareness 16',
    'Analytical and Logical Reasoning 12',
    '60 minutes',
    '+1',
    'no negative marking',
    'Held twice; the best score counts',
    '50% in Class 12 (45% for SC/ST)',
  ],
  npat: ['120', '40 per section', '100 minutes', '+1', 'no negative marking', 'Up to 3 attempts; the best score counts', '60% in Class 12'],
  cuet: ['private universities', '120', /Sections\s*:?\s*6/, '120 minutes', '+1/−0.25', '55% in Class 12'],
};

const faqSection = (page: Page) => page.locator('section', { has: page.getByRole('heading', { name: 'Frequently asked questions' }) });

async function openedCount(faqs: Locator) {
  return faqs.locator('button[aria-expanded="true"][aria-controls]').count();
}

/**
 * One page visit per exam, its four behaviours as steps: a fresh browser context per behaviour
 * cost more than the checks themselves (24 tests became 6 with the same assertions).
 */
for (const exam of exams) {
  test(`/exam/${exam.id}: banner and facts, FAQs, syllabus tabs, college dialog`, async ({ page, visit }) => {
    await visit(exam.href);
    await test.step('shows the banner and the section-9 facts', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(exam.name);
      await expect(page.getByRole('main').locator('header').getByText(exam.fullName)).toBeVisible();
      const text = (await page.getByRole('main').innerText()).replace(/\s+/g, ' ');
      for (const fact of FACTS[exam.id]) {
        if (typeof fact === 'string') expect(text, `mentions "${fact}"`).toContain(fact);
        else expect(text).toMatch(fact);
      }
      await expect(page.getByRole('link', { name: 'Enroll Now', exact: true })).toHaveAttribute('href', '/enroll');
    });

    await test.step('shows 3 FAQs, more and fewer on request, one answer open at a time', async () => {
      const faqs = faqSection(page);
      const questions = faqs.locator('button[aria-controls]:visible');
      await expect(questions).toHaveText(exam.faqs.slice(0, 3).map((faq) => faq.question));
      await faqs.getByRole('button', { name: 'Show More FAQs' }).click();
      await expect(questions).toHaveText(exam.faqs.map((faq) => faq.question));
      await expect(faqs.getByRole('button', { name: 'Show Less FAQs' })).toHaveAttribute('aria-expanded', 'true');

      await questions.nth(0).click();
      await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
      await questions.nth(3).click();
      await expect(questions.nth(3)).toHaveAttribute('aria-expanded', 'true');
      await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
      expect(await openedCount(faqs)).toBe(1);
      await questions.nth(3).click();
      expect(await openedCount(faqs)).toBe(0);

      await faqs.getByRole('button', { name: 'Show Less FAQs' }).click();
      await expect(questions).toHaveCount(3);
      await expect(faqs.getByRole('button', { name: 'Show More FAQs' })).toHaveAttribute('aria-expanded', 'false');
    });

    await test.step('switches syllabus tabs by mouse and keyboard', async () => {
      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveText(exam.syllabus.map((section) => section.section));
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      const panel = page.getByRole('tabpanel');
      await expect(panel).toHaveCount(1);
      await expect(panel.getByRole('columnheader')).toHaveText(['Topics', 'Details']);
      await expect(panel.getByRole('rowheader')).toHaveText(exam.syllabus[0].topics.map((topic) => topic.title));

      const last = exam.syllabus.length - 1;
      await tabs.nth(1).click();
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel').getByRole('rowheader')).toHaveText(exam.syllabus[1].topics.map((topic) => topic.title));
      await page.keyboard.press('ArrowLeft');
      await expect(tabs.first()).toBeFocused();
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowLeft');
      await expect(tabs.nth(last)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowRight');
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('End');
      await expect(tabs.nth(last)).toBeFocused();
      await page.keyboard.press('Home');
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('tabpanel')).toBeFocused();
    });

    await test.step('opens each college in a dialog that closes by button, Escape and outside click', async () => {
      await expect(page.getByRole('heading', { level: 2, name: `Top Colleges Accepting ${exam.name} Score` })).toBeVisible();
      const withFaqs = exam.colleges.find((college) => college.faqs?.length) ?? exam.colleges[0];
      const card = page.getByRole('button', { name: `${withFaqs.name} View Details`, exact: true });
      await card.click();
      const dialog = page.getByRole('dialog', { name: withFaqs.name });
      await expect(dialog).toBeVisible();
      for (const paragraph of withFaqs.content) await expect(dialog.getByText(paragraph)).toBeVisible();
      await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await expectNoAxeViolations(page, `${exam.href} with a college dialog open`);

      if (withFaqs.faqs?.length) {
        const question = dialog.getByRole('button', { name: withFaqs.faqs[0].question });
        await question.click();
        await expect(question).toHaveAttribute('aria-expanded', 'true');
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(card).toBeFocused();

      await card.click();
      await expect(dialog).toBeVisible();
      if (withFaqs.faqs?.length) {
        await expect(dialog.getByRole('button', { name: withFaqs.faqs[0].question })).toHaveAttribute('aria-expanded', 'false');
      }
      await dialog.getByRole('button', { name: 'Close dialog' }).click();
      await expect(dialog).toBeHidden();
      await expect(card).toBeFocused();

      await card.click();
      await expect(dialog).toBeVisible();
      await page.mouse.click(5, 5);
      await expect(dialog).toBeHidden();
    });
  });
}

import type { Page } from '@playwright/test';
import { lawColleges, type LawCollege } from '../lib/content/law/colleges';
import { lawCourses } from '../lib/content/law/courses';
import { lawExams } from '../lib/content/exams';
import { expect, test } from './fixtures';

const courses = lawCourses.all();
const exams = lawExams.all();
const colleges = lawColleges.all();

test('the law pages are the ones the spec names, in card order', () => {
  expect(courses.map((course) => course.href)).toEqual(['BA_LLB', 'BBA_LLB', 'BSC_LLB', 'BCOM_LLB'].map((id) => `/courses/LAW/${id}`));
  expect(exams.map((exam) => exam.href)).toEqual(['clat', 'ailet', 'slat'].map((id) => `/courses/LAW/exams/${id}`));
  expect(colleges.map((college) => college.href)).toEqual(
    ['NLSIU', 'NLU', 'NALSAR', 'NUJS', 'SymbiosisLawSchool-Pune'].map((id) => `/courses/LAW/colleges/${id}`),
  );
});

const preview = (text: string) => (text.length <= 120 ? text : `${text.slice(0, 120).trimEnd()}…`);
const section = (page: Page, heading: string) => page.locator('section', { has: page.getByRole('heading', { level: 2, name: heading }) });

test('the law page has its four sections, link cards with 120-character previews and the fee table', async ({ page, visit }) => {
  await visit('/courses/LAW');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Law Programs & Entrance Exams');
  await expect(section(page, 'What is an LLB?')).toContainText('LLB: 3 years after graduation');
  await expect(section(page, 'What is an LLB?')).toContainText('5 years after class 12');

  const groups: [string, { href: string; description: string; title?: string; name?: string }[]][] = [
    ['Law Courses', courses],
    ['Law Entrance Exams', exams],
    ['Leading Law Colleges', colleges],
  ];
  for (const [heading, items] of groups) {
    const cards = section(page, heading).getByRole('listitem');
    await expect(cards).toHaveCount(items.length);
    for (const [index, item] of items.entries()) {
      const link = cards.nth(index).getByRole('link', { name: item.title ?? item.name });
      await expect(link).toHaveAttribute('href', item.href);
      await expect(cards.nth(index).getByText(preview(item.description), { exact: true })).toBeVisible();
    }
  }

  const rows = section(page, 'Law Entrance Exams').getByRole('table').getByRole('row');
  await expect(rows).toHaveText([
    /Exam\s*Category\s*Fee/,
    /CLAT\s*General\/OBC\s*₹4,000/,
    /CLAT\s*SC\/ST\s*₹3,500/,
    /AILET\s*General\s*₹3,500/,
    /AILET\s*SC\/ST, PWD\s*₹1,500/,
    /SLAT\s*All candidates\s*₹2,250 per attempt \+ ₹1,000 programme fee per college/,
  ]);
});

// One test walks every course in one page, a step each: a browser context per item cost more than its checks.
test('every course opens by deep link with its colleges and jobs', async ({ page, visit }) => {
  for (const course of courses) {
    await test.step(`course ${course.id} opens by deep link with its colleges and jobs`, async () => {
      await visit(course.href);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.title);
      await expect(page.getByText(course.description)).toBeVisible();
      await expect(section(page, 'Top Colleges').getByRole('listitem')).toHaveText(course.colleges);
      await expect(section(page, 'Job Opportunities').getByRole('listitem')).toHaveText(course.jobOpportunities);
    });
  }
});

// One test walks every exam in one page, a step each: a browser context per item cost more than its checks.
test('every law exam opens by deep link with FAQs and the syllabus table', async ({ page, visit }) => {
  for (const exam of exams) {
    await test.step(`exam ${exam.id} opens by deep link with FAQs and the syllabus table`, async () => {
      await visit(exam.href);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(exam.title);
      await expect(section(page, 'Frequently asked questions').getByRole('button')).toHaveText(exam.faqs.map((faq) => faq.question));
      await expect(section(page, 'Syllabus').getByRole('rowheader')).toHaveText(exam.syllabus.map((row) => row.section));
    });
  }
});

const COLLEGE_SECTIONS: [keyof LawCollege, string][] = [
  ['admissionProcess', 'Admission process'],
  ['eligibility', 'Eligibility'],
  ['totalIntake', 'Total intake'],
  ['categorySeats', 'Seats distribution'],
  ['additionalReservation', 'Additional reservation'],
  ['courseStructure', 'Course structure'],
  ['feeStructure', 'Fee structure'],
  ['placement', 'Placement'],
];
const SEAT_LABELS: Record<string, string> = {
  category: 'Category',
  percentage: 'Percentage',
  seatsForAllIndiaCandidates: 'All-India candidates',
  seatsForTelanganaResidents: 'Telangana residents',
  seatsForAllIndia: 'All India',
  seatsForWestBengal: 'West Bengal',
  seats: 'Seats',
  totalSeats: 'Total seats',
};

// One test walks every college in one page, a step each: a browser context per item cost more than its checks.
test('every college shows exactly the sections its file has', async ({ page, visit }) => {
  for (const college of colleges) {
    await test.step(`college ${college.id} shows exactly the sections its file has`, async () => {
      await visit(college.href);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(college.name);
      // The key-facts box first (fee with its year, seats, package, exam), then the file's sections.
      const expected = [
        ...(college.keyFacts ? ['Key facts'] : []),
        ...COLLEGE_SECTIONS.filter(([field]) => college[field] !== undefined).map(([, title]) => title),
      ];
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(expected);
      const rows = college.categorySeats as Record<string, unknown>[] | undefined;
      if (rows) {
        const columns = Object.keys(SEAT_LABELS).filter((key) => rows.some((row) => row[key] !== undefined));
        await expect(section(page, 'Seats distribution').getByRole('columnheader')).toHaveText(columns.map((key) => SEAT_LABELS[key]));
        await expect(section(page, 'Seats distribution').getByRole('row')).toHaveCount(rows.length + 1);
      }
      await expect(page.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/');
      await page.getByRole('link', { name: '← Back to List' }).click();
      await expect(page).toHaveURL('/courses/LAW');
    });
  }
});

test('the law exam and college figures appear on their pages', async ({ page, visit }) => {
  const figures: Record<string, (string | RegExp)[]> = {
    '/courses/LAW/exams/clat': ['120 MCQs', '2 hours', '5 sections', '+1', '−0.25', 'December', 'pen and paper', '45%', '40%'],
    '/courses/LAW/exams/ailet': [
      '150 questions',
      '30 current affairs',
      '50 English',
      '70 logical reasoning',
      '2 hours',
      '−0.25',
      'December',
      'once a year',
    ],
    '/courses/LAW/exams/slat': [
      '60 questions',
      '1 hour',
      'no negative marking',
      'online',
      'May',
      'twice a year',
      '5 sections',
      /50% .*SLAT.*50% .*personal interaction/,
    ],
    '/courses/LAW/colleges/NLSIU': ['310', '22 lakh', '15 LPA', '5%', '30%', '8 lakh'],
    '/courses/LAW/colleges/NLU': ['120', '18 lakh', '18 LPA'],
    '/courses/LAW/colleges/NALSAR': ['120', '14 lakh', '16 LPA'],
    '/courses/LAW/colleges/NUJS': ['132', '17 lakh', '16 LPA'],
    '/courses/LAW/colleges/SymbiosisLawSchool-Pune': ['120', '180', '23 lakh', '17 LPA'],
  };
  for (const [path, facts] of Object.entries(figures)) {
    await visit(path, { axe: false });
    // FAQ answers open one at a time: read each while it is open.
    const answers: string[] = [];
    for (const question of await page.getByRole('main').locator('button[aria-controls]').all()) {
      await question.click();
      answers.push(await page.locator(`[id="${await question.getAttribute('aria-controls')}"]`).innerText());
    }
    const text = `${await page.getByRole('main').innerText()} ${answers.join(' ')}`.replace(/\s+/g, ' ');
    for (const fact of facts) {
      if (typeof fact === 'string') expect(text, `${path} mentions "${fact}"`).toContain(fact);
      else expect(text, `${path} matches ${fact}`).toMatch(fact);
    }
  }
});

test('FAQs open one at a time by mouse and keyboard, with multi-line answers', async ({ page, visit }) => {
  await visit('/courses/LAW/exams/clat');
  const faqs = section(page, 'Frequently asked questions');
  const [first, second] = [faqs.getByRole('button').nth(0), faqs.getByRole('button').nth(1)];
  const firstAnswer = page.locator(`[id="${await first.getAttribute('aria-controls')}"]`);
  await expect(firstAnswer).toBeHidden();
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(firstAnswer.locator('p')).toHaveCount(exams[0].faqs[0].answer.split('\n').filter(Boolean).length);
  await second.click();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(firstAnswer).toBeHidden();
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');

  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Space');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Tab');
  await expect(second).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
});

test('picking a card names its object in navigation state; the page survives a refresh; Back returns to the list', async ({
  page,
  visit,
}) => {
  const picks: [string, string, { id: string; href: string; title?: string; name?: string }][] = [
    ['Law Courses', 'law-course', courses[1]],
    ['Law Entrance Exams', 'law-exam', exams[2]],
    ['Leading Law Colleges', 'law-college', colleges[4]],
  ];
  await visit('/courses/LAW');
  for (const [heading, kind, item] of picks) {
    const name = item.title ?? item.name!;
    await section(page, heading).getByRole('link', { name }).click();
    await expect(page).toHaveURL(item.href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect
      .poll(() => page.evaluate(() => (history.state as { pickedItem?: unknown }).pickedItem))
      .toEqual({ path: item.href, kind, id: item.id });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect
      .poll(() => page.evaluate(() => (history.state as { pickedItem?: unknown }).pickedItem))
      .toEqual({ path: item.href, kind, id: item.id });
    await page.goBack();
    await expect(page).toHaveURL('/courses/LAW');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Law Programs & Entrance Exams');
  }
});

const missing: [string, string][] = [
  ['/courses/LAW/MA_LLB', 'Course not found!'],
  ['/courses/LAW/exams/lsat', 'Exam details not found!'],
  ['/courses/LAW/colleges/HNLU', 'College not found!'],
];
for (const [path, message] of missing) {
  test(`${path} answers 404 and shows '${message}' inside the layout`, async ({ page, visit }) => {
    expect((await page.request.get(path)).status()).toBe(404);
    await visit(path, { axe: true });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message);
    await expect(page.getByText('Unexpected Application Error!')).toBeHidden();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const goBack = page.getByRole('main').getByRole('link', { name: 'Go Back' });
    if (message === 'College not found!') await expect(goBack).toHaveAttribute('href', '/');
    else await expect(goBack).toHaveCount(0);
  });
}

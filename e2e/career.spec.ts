import site from '../content/site.json';
import { careerGuidance } from '../lib/content/careerGuidance';
import { expect, expectNoAxeViolations, test } from './fixtures';

const career = careerGuidance.get();

test('shows why choose us, the three services and a success story', async ({ page, visit }) => {
  await visit('/career-guidance');
  for (const title of ['Expert Counselors', 'Personalized Approach', 'Proven Success']) {
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
  }
  for (const title of ['Career Counseling', 'Competitive Exam Prep', 'Skill Development']) {
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 2, name: career.successStory.heading })).toBeVisible();
  await expect(page.getByText(career.successStory.name)).toBeVisible();
});

test('Contact Us shows and hides a labelled form that opens the mail app without sending anything', async ({ page, visit, baseURL }) => {
  await visit('/career-guidance');
  const toggle = page.getByRole('main').getByRole('button', { name: 'Contact Us' });
  const name = page.getByLabel('Name');
  await expect(name).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(name).toBeVisible();
  const email = page.getByLabel('Email');
  await expect(email).toHaveAttribute('type', 'email');
  const message = page.getByLabel('Message');
  await expect(page.getByText(`Pressing Send opens your e-mail app with this message addressed to ${site.supportEmail}.`)).toBeVisible();
  await expectNoAxeViolations(page, 'career guidance with the form open');

  await name.fill('Asha Verma');
  await email.fill('asha@example.com');
  await message.fill('Which exam suits me after Class 12 commerce?\nThanks!');

  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(baseURL!)) requests.push(request.url());
  });
  const url = page.url();
  await page.getByRole('button', { name: 'Send' }).click();

  const fallback = page.getByRole('link', { name: 'open the prefilled e-mail' });
  await expect(fallback).toBeVisible();
  const mailto = new URL((await fallback.getAttribute('href'))!);
  expect(mailto.protocol).toBe('mailto:');
  expect(mailto.pathname).toBe(site.supportEmail);
  expect(mailto.searchParams.get('subject')).toBe('Career guidance enquiry from Asha Verma');
  expect(mailto.searchParams.get('body')).toBe(
    'Name: Asha Verma\r\nEmail: asha@example.com\r\n\r\nWhich exam suits me after Class 12 commerce?\nThanks!',
  );

  // Anything the click started (a submission, a fetch) has been sent by the next two frames.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(requests).toEqual([]);
  expect(page.url()).toBe(url);
  await expect(name).toHaveValue('Asha Verma');
  await expect(message).toHaveValue('Which exam suits me after Class 12 commerce?\nThanks!');

  await toggle.click();
  await expect(name).toBeHidden();
});

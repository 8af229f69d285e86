import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { copyContentForChecks } from '../lib/test-utils/tempContent';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * The content editor at /admin/ (issue 47), without GitHub: its "Work with Local Repository" opens a
 * folder the test seeds in the browser's private file system (OPFS) with the site's own content
 * files, standing in for the folder picker. A member of staff writes a post with a picture, changes
 * the banner and adds an event; the files it writes pass check:content; a post without a title and
 * a banner link that is not a link are refused and change no file. The fixtures fail the test on
 * any request to another host and any Content-Security-Policy violation.
 */

const ROOT = path.join(__dirname, '..');
const COVER = path.join(ROOT, 'public', 'icons', 'icon-192.png');
/** The files the editor's collections read, as the repository has them. */
const SEEDED = ['content/marquee.json', 'content/panels.json', 'content/exam-dates.json', 'content/testimonials.json', 'content/blogs'];

function seedFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of SEEDED) {
    const full = path.join(ROOT, entry);
    if (fs.statSync(full).isDirectory())
      for (const name of fs.readdirSync(full)) files[`${entry}/${name}`] = fs.readFileSync(path.join(full, name), 'utf8');
    else files[entry] = fs.readFileSync(full, 'utf8');
  }
  files['public/uploads/.gitkeep'] = '';
  return files;
}

/** Writes the files into OPFS /repo (with the .git folder the editor looks for). */
const seed = (page: Page, files: Record<string, string>) =>
  page.evaluate(async (files) => {
    const root = await navigator.storage.getDirectory();
    await root.removeEntry('repo', { recursive: true }).catch(() => undefined);
    const repo = await root.getDirectoryHandle('repo', { create: true });
    await repo.getDirectoryHandle('.git', { create: true });
    for (const [file, text] of Object.entries(files)) {
      const parts = file.split('/');
      let dir = repo;
      for (const name of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(name, { create: true });
      const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
      await writable.write(text);
      await writable.close();
    }
  }, files);

/** Every file of OPFS /repo: text as text, pictures as base64. */
const readRepo = (page: Page) =>
  page.evaluate(async () => {
    const files: Record<string, { text?: string; base64?: string }> = {};
    const walk = async (dir: FileSystemDirectoryHandle, prefix: string) => {
      for await (const [name, handle] of dir.entries() as AsyncIterable<[string, FileSystemHandle]>) {
        if (handle.kind === 'directory') {
          if (name !== '.git') await walk(handle as FileSystemDirectoryHandle, `${prefix}${name}/`);
          continue;
        }
        const file = await (handle as FileSystemFileHandle).getFile();
        if (/\.(png|jpe?g|webp|gif|avif)$/.test(name)) {
          const bytes = new Uint8Array(await file.arrayBuffer());
          files[prefix + name] = { base64: btoa(String.fromCharCode(...bytes)) };
        } else files[prefix + name] = { text: await file.text() };
      }
    };
    await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle('repo'), '');
    return files;
  });

/** check:content on a copy of the repository's content with the editor's files written over it. */
function checkContentWith(files: Record<string, { text?: string; base64?: string }>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-'));
  try {
    copyContentForChecks(path.join(dir, 'content'));
    fs.cpSync(path.join(ROOT, 'public'), path.join(dir, 'public'), { recursive: true });
    for (const [file, { text, base64 }] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), base64 === undefined ? text! : Buffer.from(base64, 'base64'));
    }
    return execFileSync('node', ['--import', './scripts/register-ts.mjs', 'scripts/check/content.mjs'], {
      cwd: ROOT,
      env: { ...process.env, CONTENT_DIR: path.join(dir, 'content'), PUBLIC_DIR: path.join(dir, 'public') },
      encoding: 'utf8',
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Types a value and reads it back: the editor may reset a field it has just drawn. */
async function fill(locator: Locator, value: string) {
  await expect(async () => {
    await locator.fill(value);
    await expect(locator).toHaveValue(value, { timeout: 500 });
  }).toPass();
}

test('staff write a post with a picture, change the banner and add an event; bad entries are refused and write nothing', async ({
  page,
}) => {
  test.slow();
  await page.addInitScript(() => {
    (window as unknown as { showDirectoryPicker: () => Promise<FileSystemDirectoryHandle> }).showDirectoryPicker = async () =>
      (await navigator.storage.getDirectory()).getDirectoryHandle('repo', { create: true });
  });
  await page.goto('/admin/');
  await seed(page, seedFiles());
  const local = page.getByRole('button', { name: 'Work with Local Repository' });
  await expect(local).toBeVisible();
  await expectNoAxeViolations(page, 'the editor’s sign-in at 1280 px');
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoAxeViolations(page, 'the editor’s sign-in at 375 px');
  await local.click();

  const editor = page.getByRole('group', { name: 'Content Editor' });
  // Sveltia wraps names in Unicode isolates: “⁨Title⁩” Field.
  const field = (label: string) => editor.getByRole('group', { name: new RegExp(`^“\\u2068${label}\\u2069” Field$`) });
  const entries = page.getByRole('grid', { name: 'Entries' }).getByRole('row');
  const creating = page.getByRole('status').filter({ hasText: /now creating a new entry/ });
  const openCollection = async (name: string) => {
    const back = page.getByRole('button', { name: 'Back to Collection List' });
    const item = page.getByRole('treeitem', { name });
    await expect(item.or(back)).toBeVisible();
    if (await back.isVisible()) await back.click();
    await item.click();
  };

  await openCollection('Blog posts');
  const posts = fs.readdirSync(path.join(ROOT, 'content', 'blogs')).length;
  await expect(entries).toHaveCount(posts);
  await expectNoAxeViolations(page, 'the blog list at 375 px');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoAxeViolations(page, 'the blog list at 1280 px');

  // A new post with a picture.
  await page.getByRole('button', { name: 'Create New Entry' }).click();
  await expect(creating).toBeAttached();
  await fill(editor.getByRole('textbox', { name: 'Title' }), 'CLAT mock day: what to expect');
  await fill(editor.getByRole('textbox', { name: 'Description' }), 'How our CLAT mock day runs, hour by hour, and what to bring.');
  await fill(editor.getByRole('textbox', { name: 'Date' }), '2026-12-01');
  await editor.getByRole('combobox', { name: 'Exam' }).click();
  await page.getByRole('option', { name: 'CLAT', exact: true }).click();
  await field('Picture').getByRole('button', { name: 'Browse' }).click();
  const picker = page.getByRole('dialog', { name: 'Select Image' });
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), picker.getByRole('button', { name: 'Upload' }).click()]);
  await chooser.setFiles(COVER);
  await expect(picker.getByRole('listbox', { name: 'Available Images' }).getByRole('option', { selected: true })).toBeVisible();
  await picker.getByRole('button', { name: 'Insert' }).click();
  await expect(picker).toBeHidden();
  await editor.getByRole('textbox', { name: 'Article' }).click();
  await page.keyboard.type('The mock starts at 2 pm sharp, as the real paper does.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Bring two blue or black ballpoint pens.');
  await expectNoAxeViolations(page, 'the post editor at 1280 px');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Entry saved' })).toBeVisible();
  await expect(entries).toHaveCount(posts + 1);

  // The banner.
  await openCollection('Home page and banner');
  await page.getByRole('row', { name: 'Announcement banner' }).click();
  await fill(editor.getByRole('textbox', { name: 'Text' }), 'CLAT 2027 mock day on 10 January: register at the front desk.');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('grid', { name: 'Files' })).toBeVisible();

  // An event.
  await page.getByRole('row', { name: 'Notifications / News and Events' }).click();
  const events = field('Events');
  await events.getByRole('button', { name: /^Add/ }).click();
  const event = events
    .getByRole('group')
    .filter({ has: page.getByRole('button', { name: 'Remove' }) })
    .last();
  await fill(event.getByRole('textbox', { name: 'Title' }), 'CLAT mock day');
  await fill(event.getByRole('textbox', { name: 'Date' }), '2027-01-10');
  await fill(event.getByRole('textbox', { name: 'Link' }), '/practice');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('grid', { name: 'Files' })).toBeVisible();

  const written = await readRepo(page);
  const post = written['content/blogs/clat-mock-day-what-to-expect.md']?.text ?? '';
  expect(post).toMatch(/^---\n/);
  expect(post).toMatch(/title: ["']?CLAT mock day: what to expect["']?\n/);
  expect(post).toContain('exam: clat');
  expect(post).toContain('Bring two blue or black ballpoint pens.');
  const picture = post.match(/image: (\S+)/)?.[1];
  expect(picture).toMatch(/^\/uploads\/[\w.-]+\.webp$/);
  expect(written[`public${picture}`]?.base64).toBeTruthy();
  // The note to editors stays first in the file.
  expect(Object.keys(JSON.parse(written['content/marquee.json'].text!))[0]).toBe('$comment');
  expect(JSON.parse(written['content/marquee.json'].text!)).toMatchObject({
    text: 'CLAT 2027 mock day on 10 January: register at the front desk.',
    link: '/enroll',
  });
  expect(JSON.parse(written['content/panels.json'].text!).events).toEqual([
    { title: 'CLAT mock day', date: '2027-01-10', href: '/practice' },
  ]);
  // The build's gate takes the files as the editor wrote them.
  expect(checkContentWith(written)).toContain('Content OK');

  // Refused: a post without a title, a banner link that is not a link. No file changes.
  await openCollection('Blog posts');
  await page.getByRole('button', { name: 'Create New Entry' }).click();
  await expect(creating).toBeAttached();
  await fill(editor.getByRole('textbox', { name: 'Description' }), 'A post someone forgot to name.');
  await fill(editor.getByRole('textbox', { name: 'Date' }), '2026-12-02');
  await editor.getByRole('textbox', { name: 'Article' }).click();
  await page.keyboard.type('Body.');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(field('Title').getByRole('alert')).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoAxeViolations(page, 'the post editor with an error at 375 px');
  await page.setViewportSize({ width: 1280, height: 800 });
  await editor.getByRole('button', { name: 'Cancel Editing' }).click();
  const discard = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  if (await discard.isVisible().catch(() => false))
    await discard
      .getByRole('button', { name: /Discard|OK|Leave/ })
      .first()
      .click();

  await openCollection('Home page and banner');
  await page.getByRole('row', { name: 'Announcement banner' }).click();
  await fill(editor.getByRole('textbox', { name: 'Link' }), 'ftp://example.com');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(field('Link').getByRole('alert')).toContainText('must start with "/" (a page of this site), "#" or "https://"');
  expect(await readRepo(page)).toEqual(written);
});

// Saves full-page screenshots of the given paths at 375 px and 1280 px into screenshots/.
// Usage: node --import ./scripts/register-ts.mjs scripts/assets/screenshots.mjs / /about_us   (needs `npm run serve` on PORT, default 3000)
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../shared/chromium.ts';

const base = `http://localhost:${process.env.PORT ?? 3000}`;
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
fs.mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
for (const width of [375, 1280]) {
  const phone = width === 375;
  const page = await browser.newPage({
    viewport: { width, height: phone ? 812 : 800 },
    isMobile: phone,
    hasTouch: phone,
    reducedMotion: 'reduce',
  });
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const name = `${path.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`;
    await page.screenshot({ path: `screenshots/${name}`, fullPage: !process.env.VIEWPORT_ONLY });
    console.log(`screenshots/${name}`);
  }
  await page.close();
}
await browser.close();

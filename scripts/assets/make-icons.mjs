// Draws the app icons of the web app manifest from app/icon.svg: public/icons/icon-192.png,
// icon-512.png, a maskable 512 (the logo inside the safe zone on the brand colour) and the
// 180 px apple-touch icon. Run once after changing the logo: node --import ./scripts/register-ts.mjs scripts/assets/make-icons.mjs
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../shared/chromium.ts';

const icon = fs.readFileSync('app/icon.svg', 'utf8');
const sizes = [
  { file: 'icon-192.png', size: 192, padding: 0 },
  { file: 'icon-512.png', size: 512, padding: 0 },
  // Maskable icons are cropped to a circle of 80% of their width: keep the logo inside it.
  { file: 'icon-maskable-512.png', size: 512, padding: 0.2 },
  { file: 'apple-touch-icon.png', size: 180, padding: 0.1 },
];

fs.mkdirSync('public/icons', { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const { file, size, padding } of sizes) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const inner = Math.round(size * (1 - 2 * padding));
  await page.setContent(
    `<body style="margin:0;display:grid;place-items:center;width:${size}px;height:${size}px;background:${padding ? '#1d3a8a' : 'transparent'}">` +
      icon.replace('<svg ', `<svg style="width:${inner}px;height:${inner}px" `) +
      '</body>',
  );
  await page.screenshot({ path: `public/icons/${file}`, omitBackground: !padding });
  await page.close();
}
await browser.close();
console.log(`Wrote ${sizes.map((entry) => `public/icons/${entry.file}`).join(', ')}`);

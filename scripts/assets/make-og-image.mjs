// Draws public/og-image.jpg (1200×630), the picture social networks show for shared links.
// Run once after changing the institute's name or tagline: node --import ./scripts/register-ts.mjs scripts/assets/make-og-image.mjs
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../shared/chromium.ts';

const site = JSON.parse(fs.readFileSync('content/site.json', 'utf8'));
const icon = fs.readFileSync('app/icon.svg', 'utf8');
const font = fs.readFileSync('node_modules/@fontsource/poppins/files/poppins-latin-600-normal.woff2').toString('base64');
const escape = (text) => text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]);

const html = `<!doctype html><html><head><style>
@font-face { font-family: Poppins; font-weight: 600; src: url(data:font/woff2;base64,${font}) format('woff2'); }
body { margin: 0; width: 1200px; height: 630px; font-family: Poppins, sans-serif; color: #fff;
  background: linear-gradient(135deg, #142a66 0%, #1d3a8a 60%, #2b4fb3 100%); display: flex; align-items: center; }
.wrap { padding: 0 90px; }
.brand { display: flex; align-items: center; gap: 28px; }
.brand svg { width: 120px; height: 120px; }
h1 { font-size: 84px; margin: 0; }
p { font-size: 40px; color: #fcd34d; margin: 36px 0 0; }
.exams { font-size: 30px; color: #e5ebf7; margin-top: 22px; }
.circle { position: absolute; right: -120px; top: -120px; width: 460px; height: 460px; border-radius: 50%; background: rgba(245, 158, 11, .18); }
</style></head><body><div class="circle"></div><div class="wrap">
<div class="brand">${icon}<h1>${escape(site.product)}</h1></div>
<p>${escape(site.tagline)}</p>
<div class="exams">CAT · CLAT · AILET · SLAT · IPMAT · JIPMAT · SET · NPAT · CUET</div>
</div></body></html>`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: 'public/og-image.jpg', type: 'jpeg', quality: 85 });
await browser.close();
console.log('wrote public/og-image.jpg');

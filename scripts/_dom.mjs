import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
page.on('console', m => console.log('console:', m.type(), m.text()));
page.on('pageerror', e => console.log('pageerror:', e.message));
await page.goto('http://localhost:3000' + process.argv[2], { waitUntil: 'networkidle' });
const out = await page.evaluate(process.argv[3]);
console.log(typeof out === 'string' ? out : JSON.stringify(out, null, 1));
await browser.close();

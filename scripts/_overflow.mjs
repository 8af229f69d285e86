import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
for (const path of process.argv.slice(2)) {
  await page.goto('http://localhost:3000' + path, { waitUntil: 'networkidle' });
  const result = await page.evaluate(() => {
    const out = [];
    const vw = document.documentElement.clientWidth;
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (r.right > vw + 1 && r.width > 0) out.push(`${el.tagName}.${el.className} right=${Math.round(r.right)}`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, vw, out: out.slice(0, 8) };
  });
  console.log(path, JSON.stringify(result));
}
await browser.close();

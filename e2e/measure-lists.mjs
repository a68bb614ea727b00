// Throwaway: measures /links and /members at 375x812 and screenshots them (not committed).
import { chromium } from '@playwright/test';

const base = process.env.BASE ?? 'http://127.0.0.1:3233';
const tag = process.env.TAG ?? 'x';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [w, h] of [
  [375, 812],
  [1280, 800],
]) {
  for (const scheme of ['light', 'dark']) {
    const ctx = await browser.newContext({
      baseURL: base,
      viewport: { width: w, height: h },
      colorScheme: scheme,
      isMobile: w < 500,
      hasTouch: w < 500,
    });
    const page = await ctx.newPage();
    const r = await page.request.post('/api/login', {
      headers: { origin: base },
      data: { email: 'pengerusi@contoh.my', password: 'kubm-demo-2026' },
    });
    if (!r.ok()) throw new Error('login ' + r.status());
    for (const route of ['/links', '/members']) {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(800);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      console.log(tag, w, scheme, route, height);
      await page.screenshot({
        path: `/tmp/lists-shots/${tag}-${route.slice(1)}-${w}-${scheme}.png`,
        fullPage: process.env.FULL === '1',
      });
    }
    await ctx.close();
  }
}
await browser.close();

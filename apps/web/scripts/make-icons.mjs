// Renders public/icons from public/favicon.svg in headless Chromium (CHROMIUM_PATH): `pnpm --filter
// @kubm/web icons`, then commit the PNGs. Playwright is borrowed from the e2e package.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const ICONS_DIR = join(WEB_DIR, 'public', 'icons');
const LOGO_SVG = readFileSync(join(WEB_DIR, 'public', 'favicon.svg'));
const BACKGROUND = '#1e3a8a';

// Maskable icons keep the logo within the safe zone (a centred circle of radius 40%); the Apple touch icon
// is maskable because iOS paints transparency black.
const ICONS = [
  { file: 'icon-192.png', size: 192, logoScale: 1, background: null },
  { file: 'icon-512.png', size: 512, logoScale: 1, background: null },
  { file: 'maskable-192.png', size: 192, logoScale: 0.76, background: BACKGROUND },
  { file: 'maskable-512.png', size: 512, logoScale: 0.76, background: BACKGROUND },
  { file: 'apple-touch-icon.png', size: 180, logoScale: 0.76, background: BACKGROUND },
];

function pageFor({ size, logoScale, background }) {
  const logo = Math.round(size * logoScale);
  const src = `data:image/svg+xml;base64,${LOGO_SVG.toString('base64')}`;
  return `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;display:grid;
place-items:center;background:${background ?? 'transparent'}">
<img src="${src}" width="${logo}" height="${logo}" alt=""></body></html>`;
}

const require = createRequire(join(WEB_DIR, '..', '..', 'e2e', 'package.json'));
const { chromium } = require('@playwright/test');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of ICONS) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(pageFor(icon));
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({
      path: join(ICONS_DIR, icon.file),
      clip: { x: 0, y: 0, width: icon.size, height: icon.size },
      omitBackground: icon.background === null,
    });
    process.stdout.write(`${icon.file} ${icon.size}x${icon.size}\n`);
  }
} finally {
  await browser.close();
}

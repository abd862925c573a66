// Renders www/icons/icon.svg to the PNG sizes the manifest lists and the
// page's 32 px favicon (an SVG favicon is parsed as a document on the page's
// main thread during the first load; a small PNG is decoded off it), with
// Debian's Chromium. Run once after changing the SVG; the PNGs are committed.
// `node scripts/make-icons.mjs`
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { repoRoot } from './serve.mjs';

const ICONS = join(repoRoot, 'www', 'icons');
const svg = readFileSync(join(ICONS, 'icon.svg')).toString('base64');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const size of [32, 192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<body style="margin:0"><img src="data:image/svg+xml;base64,${svg}" width="${size}" height="${size}" style="display:block">`);
    await page.screenshot({ path: join(ICONS, `icon-${size}.png`), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}

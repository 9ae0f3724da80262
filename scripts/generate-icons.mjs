// Renders the app icons (public/icons/*.png) from their SVG sources with the system Chromium.
// Run after changing public/icons/icon.svg or icon-maskable.svg: `node scripts/generate-icons.mjs`.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const targets = [
  ['icon.svg', 'pwa-192x192.png', 192],
  ['icon.svg', 'pwa-512x512.png', 512],
  ['icon-maskable.svg', 'maskable-512x512.png', 512],
  ['icon-maskable.svg', 'apple-touch-icon-180x180.png', 180],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
for (const [source, output, size] of targets) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const svg = readFileSync(`public/icons/${source}`, 'utf8');
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
  );
  const path = output.startsWith('apple') ? `public/${output}` : `public/icons/${output}`;
  await page.screenshot({ path, omitBackground: true });
  await page.close();
  console.log(`wrote ${path}`);
}
await browser.close();

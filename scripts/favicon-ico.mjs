// Writes web/public/favicon.ico from web/public/favicon.svg (16, 32 and 48 pixels, each a PNG
// inside the ICO container), for browsers and crawlers that ask for /favicon.ico.
// Run again after changing the icon: node scripts/favicon-ico.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { findChromium } from './find-chromium.mjs';

const SIZES = [16, 32, 48];
const svg = readFileSync('web/public/favicon.svg', 'utf8');
const browser = await chromium.launch({ executablePath: findChromium() });
const images = [];
try {
  const page = await browser.newPage();
  for (const size of SIZES) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}</style>` +
        `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${size}" height="${size}" style="display:block">`,
    );
    images.push(await page.screenshot({ omitBackground: true, type: 'png' }));
  }
} finally {
  await browser.close();
}

// ICONDIR, one ICONDIRENTRY per image, then the images.
const header = Buffer.alloc(6 + 16 * images.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(images.length, 4);
let offset = header.length;
images.forEach((png, index) => {
  const entry = 6 + 16 * index;
  const size = SIZES[index];
  header.writeUInt8(size % 256, entry);
  header.writeUInt8(size % 256, entry + 1);
  header.writeUInt16LE(1, entry + 4);
  header.writeUInt16LE(32, entry + 6);
  header.writeUInt32LE(png.length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += png.length;
});
writeFileSync('web/public/favicon.ico', Buffer.concat([header, ...images]));
console.log(`web/public/favicon.ico: ${SIZES.join(', ')} px`);

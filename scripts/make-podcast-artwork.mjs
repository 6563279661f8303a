// Writes web/public/podcast-artwork.jpg: the square picture podcast apps show for a church's
// sermons when a series has none of its own (1400 × 1400, the smallest the directories take).
// A lampstand in the brand's amber on its deep indigo, with no words, so it suits any church.
// Run again after changing the drawing: node scripts/make-podcast-artwork.mjs
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { findChromium } from './find-chromium.mjs';

const SIZE = 1400;
const OUTPUT = 'web/public/podcast-artwork.jpg';
/** A JPEG: the browser dithers gradients, which a PNG of this size would keep at a megabyte. */
const QUALITY = 92;

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 1400 1400">
  <defs>
    <linearGradient id="night" x1="0" y1="0" x2="0.6" y2="1">
      <stop offset="0" stop-color="#3a2b9a"/>
      <stop offset="0.55" stop-color="#2a1e7a"/>
      <stop offset="1" stop-color="#120d33"/>
    </linearGradient>
    <radialGradient id="glow" cx="700" cy="470" r="560" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#f59e0b" stop-opacity="0.42"/>
      <stop offset="0.45" stop-color="#f59e0b" stop-opacity="0.12"/>
      <stop offset="1" stop-color="#f59e0b" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="brass" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#b45309"/>
      <stop offset="0.45" stop-color="#fbbf24"/>
      <stop offset="1" stop-color="#d97706"/>
    </linearGradient>
    <linearGradient id="flame" x1="0" y1="1" x2="0" y2="0">
      <stop offset="0" stop-color="#f59e0b"/>
      <stop offset="1" stop-color="#fcd34d"/>
    </linearGradient>
  </defs>
  <rect width="1400" height="1400" fill="url(#night)"/>
  <rect width="1400" height="1400" fill="url(#glow)"/>
  <circle cx="700" cy="700" r="520" fill="none" stroke="#f59e0b" stroke-opacity="0.22" stroke-width="6"/>
  <!-- The flame: an outer tongue and a pale core. -->
  <path d="M700 250 C745 330 800 385 800 470 C800 530 755 575 700 575 C645 575 600 530 600 470 C600 385 655 330 700 250 Z" fill="url(#flame)"/>
  <path d="M700 372 C722 420 750 450 750 500 C750 532 728 555 700 555 C672 555 650 532 650 500 C650 450 678 420 700 372 Z" fill="#fff3c4"/>
  <!-- The lamp's bowl, stem, knop and foot. -->
  <path d="M520 600 L880 600 C880 660 800 710 700 710 C600 710 520 660 520 600 Z" fill="url(#brass)"/>
  <rect x="672" y="700" width="56" height="330" rx="10" fill="url(#brass)"/>
  <ellipse cx="700" cy="850" rx="70" ry="26" fill="url(#brass)"/>
  <path d="M700 1010 C760 1010 800 1040 860 1085 L540 1085 C600 1040 640 1010 700 1010 Z" fill="url(#brass)"/>
  <rect x="500" y="1080" width="400" height="34" rx="17" fill="url(#brass)"/>
</svg>`;

const browser = await chromium.launch({ executablePath: findChromium() });
try {
  const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE } });
  await page.setContent(
    `<style>html,body{margin:0}</style>` +
      `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${SIZE}" height="${SIZE}" style="display:block">`,
  );
  const jpeg = await page.screenshot({ type: 'jpeg', quality: QUALITY });
  writeFileSync(OUTPUT, jpeg);
  console.log(`${OUTPUT}: ${jpeg.length} bytes`);
} finally {
  await browser.close();
}

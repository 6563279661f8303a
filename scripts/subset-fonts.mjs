// Regenerates the two font files every page loads first (web/theme/fonts/*.woff2) from the
// @fontsource-variable packages: `npm run fonts:subset`. Run it after changing the packages, the
// weights the CSS uses, or the characters below; commit the files it writes.
//
// Each file keeps the Latin characters of the four languages' texts (English, French, Spanish;
// Chinese is drawn by the system's CJK font) and common punctuation, the weights the styles use,
// and hb-subset's default OpenType features (kerning, ligatures, marks). Rarer Latin letters (a
// church name in Yoruba or Polish) come from the packages' latin-ext files, which the browser
// loads only for a page that shows one. Decision 0095 has the measurements.
//
// It also writes web/theme/font-fallbacks.css: the faces text is drawn in until the files arrive,
// a system font scaled to the same width and line height (decision 0164), so the swap moves
// nothing on the page.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFontStack } from '@capsizecss/core';
import { fromFile } from '@capsizecss/unpack/fs';
import { format, resolveConfig } from 'prettier';
import subsetFont from 'subset-font';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

/** The code points each subset keeps; the @font-face unicode-range in fonts.css matches it. */
const UNICODE_RANGE =
  'U+0020-007E,U+00A0-00FF,U+0131,U+0152-0153,U+02C6,U+02DA,U+02DC,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+2039-203A,U+20AC,U+2122,U+2190-2194,U+2212';

function charactersOf(range) {
  let text = '';
  for (const part of range.split(',')) {
    const [from, to = from] = part.replace(/U\+/g, '').split('-');
    for (let code = parseInt(from, 16); code <= parseInt(to, 16); code += 1)
      text += String.fromCodePoint(code);
  }
  return text;
}

const FONTS = [
  {
    source: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    target: 'fraunces-latin-600.woff2',
    // Headings and the brand are set at 600: one instance, without the variation data, is
    // half the size of the variable file. The few other weights asked of it render at 600.
    axes: { wght: 600 },
  },
  {
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    target: 'inter-latin-wght.woff2',
    // Body and interface text use 400 to 700.
    axes: { wght: { min: 400, max: 700 } },
  },
];

const text = charactersOf(UNICODE_RANGE);
for (const font of FONTS) {
  const input = readFileSync(require.resolve(font.source));
  const output = await subsetFont(input, text, {
    targetFormat: 'woff2',
    variationAxes: font.axes,
    // Glyphs reached only through substitutions (Inter's contextual alternates, arrows made of
    // "->") are left out: the text keeps its plain forms, and Inter loses a fifth of its size.
    noLayoutClosure: true,
  });
  writeFileSync(join(root, 'web', 'theme', 'fonts', font.target), output);
  console.log(`${font.target}: ${input.length} → ${output.length} bytes`);
}

/**
 * The system fonts each face falls back to, with their metrics (as @capsizecss/unpack reads them
 * from Liberation Sans and Serif, which are drawn to the same metrics as Arial and Times New
 * Roman: phones and computers have one or the other). Headings are set at 600: their stand-in is
 * the bold serif, which no weight asked of it synthesises.
 */
const FALLBACKS = [
  {
    file: 'inter-latin-wght.woff2',
    family: 'Inter Variable',
    local: ['Arial', 'Liberation Sans'],
    metrics: { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 913 },
  },
  {
    file: 'fraunces-latin-600.woff2',
    family: 'Fraunces Variable',
    local: ['Times New Roman Bold', 'Liberation Serif Bold'],
    metrics: { ascent: 1825, descent: -443, lineGap: 87, unitsPerEm: 2048, xWidthAvg: 886 },
    weight: '400 700',
  },
];

const faces = [];
for (const fallback of FALLBACKS) {
  const own = await fromFile(join(root, 'web', 'theme', 'fonts', fallback.file));
  const { fontFaces } = createFontStack(
    [
      { ...own, familyName: fallback.family },
      { ...fallback.metrics, familyName: fallback.local[0] },
    ],
    fallback.weight ? { fontFaceProperties: { fontWeight: fallback.weight } } : {},
  );
  faces.push(
    fontFaces.replace(
      /src: local\('[^']+'\);/,
      `src: ${fallback.local.map((name) => `local('${name}')`).join(', ')};`,
    ),
  );
}
const fallbacksPath = join(root, 'web', 'theme', 'font-fallbacks.css');
const fallbacksCss = `/* Written by scripts/subset-fonts.mjs (npm run fonts:subset): do not edit by hand. */\n${faces.join('\n')}\n`;
// As the format check wants it.
writeFileSync(
  fallbacksPath,
  await format(fallbacksCss, { ...(await resolveConfig(fallbacksPath)), filepath: fallbacksPath }),
);
console.log('font-fallbacks.css written');

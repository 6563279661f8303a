// Regenerates the two font files every page loads first (web/theme/fonts/*.woff2) from the
// @fontsource-variable packages: `npm run fonts:subset`. Run it after changing the packages, the
// weights the CSS uses, or the characters below; commit the files it writes.
//
// Each file keeps the Latin characters of the four languages' texts (English, French, Spanish;
// Chinese is drawn by the system's CJK font) and common punctuation, the weights the styles use,
// and hb-subset's default OpenType features (kerning, ligatures, marks). Rarer Latin letters (a
// church name in Yoruba or Polish) come from the packages' latin-ext files, which the browser
// loads only for a page that shows one. Decision 0095 has the measurements.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

// Lists, per public page, the JavaScript a first visit downloads (gzip bytes), from the built
// files in dist/web: the entry with everything it imports, plus the page's own chunk with
// everything that imports. Chunks a page loads later (a dialog, a menu) are not counted.
// Usage: npm run build (or npx vite build) && node scripts/page-weight.mjs [--json] [built-dir]
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dirArgument = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
const root = dirArgument ?? new URL('../dist/web/', import.meta.url).pathname;
const assets = join(root, 'assets');

/** Each public route and the module its page is built from (its chunk is named after it). */
const PAGES = [
  ['/', 'HomePage'],
  ['/LiveStream', 'LiveStreamPage'],
  ['/events', 'EventsPage'],
  ['/foundationSchool', 'MinistryPage'],
  ['/Programs', 'ProgramsPage'],
  ['/TestifyScreen', 'TestifyPage'],
  ['/give', 'GivePage'],
  ['/Contact', 'ContactPage'],
  ['/prayer', 'PrayerPage'],
  ['/sermons', 'SermonsPage'],
  ['/sermons/:id', 'SermonPage'],
];

const files = readdirSync(assets).filter((name) => name.endsWith('.js'));
const source = (name) => readFileSync(join(assets, name), 'utf8');
const gzip = (name) => gzipSync(readFileSync(join(assets, name)), { level: 9 }).length;

/** The chunks `name` imports statically (`import ... from "./x.js"`, `import "./x.js"`). */
function staticImports(name) {
  const text = source(name);
  const found = new Set();
  for (const match of text.matchAll(
    /(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([^"']+\.js)["']/g,
  )) {
    found.add(match[1]);
  }
  return [...found];
}

function closure(start) {
  const seen = new Set();
  const stack = [start];
  while (stack.length > 0) {
    const name = stack.pop();
    if (seen.has(name)) continue;
    seen.add(name);
    stack.push(...staticImports(name));
  }
  return seen;
}

const html = readFileSync(join(root, 'index.html'), 'utf8');
const entry = /<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
if (!entry) throw new Error('No entry script in dist/web/index.html');
const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/assets\/([^"]+)"/g)].map(
  (match) => match[1],
);

const rows = PAGES.map(([path, page]) => {
  const chunks = closure(entry);
  for (const name of preloaded) chunks.add(name);
  if (page) {
    const chunk = files.find((name) => name.startsWith(`${page}-`));
    if (!chunk) throw new Error(`No chunk for ${page}`);
    for (const name of closure(chunk)) chunks.add(name);
  }
  const bytes = [...chunks].reduce((sum, name) => sum + gzip(name), 0);
  return { path, chunks: chunks.size, gzipBytes: bytes };
});

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ entry, preloaded, pages: rows }, null, 2));
} else {
  console.log(`entry ${entry}: ${(gzip(entry) / 1024).toFixed(1)} KB gzip`);
  console.log(`preloaded by index.html: ${preloaded.join(', ') || 'nothing'}`);
  for (const row of rows) {
    console.log(
      `${row.path.padEnd(18)} ${String(row.chunks).padStart(3)} files ${(row.gzipBytes / 1024).toFixed(1).padStart(7)} KB gzip`,
    );
  }
}

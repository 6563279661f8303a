/*
 * Page figures: each public page loaded as a first-time visitor on a phone, with Lighthouse's
 * mobile settings (simulated slow 4G and a 4× slower CPU) in Debian's Chromium. Per page: the
 * site's own JavaScript, CSS and font bytes transferred on first load (as sent, headers included:
 * Chromium accepts brotli),
 * the JavaScript again as gzip (the page budget is stated in gzip), and Lighthouse's
 * performance score, LCP, CLS and TBT: the median of `runs` runs.
 */
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** Like scripts/find-chromium.mjs, without installing one: the bench never downloads a browser. */
export function findChromium(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((path): path is string => !!path && existsSync(path));
  if (!found)
    throw new Error(
      'The page figures need Chromium: install it ("apt-get install -y chromium") or set CHROME_PATH.',
    );
  return found;
}

interface Request {
  url: string;
  resourceType?: string;
  transferSize?: number;
  statusCode?: number;
}

export interface PageRun {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsBytes: number;
  cssBytes: number;
  fontBytes: number;
  scripts: string[];
}

export interface PageFigures extends Omit<PageRun, 'scripts'> {
  path: string;
  jsGzipBytes: number;
  runs: number;
}

/** The body length of `url` as sent when the client accepts gzip only. */
function gzipLength(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let length = 0;
      response.on('data', (chunk: Buffer) => (length += chunk.length));
      response.on('end', () => resolve(length));
    })
      .on('error', reject)
      .end();
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function runOnce(url: string, port: number): Promise<PageRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = ((lhr.audits['network-requests']?.details as { items?: Request[] } | undefined)
    ?.items ?? []) as Request[];
  // The site's own files: a player's frame (YouTube) brings its own, which no change here affects.
  const origin = new URL(url).origin;
  const own = items.filter((item) => item.url.startsWith(`${origin}/`));
  const bytesOf = (type: string) =>
    own
      .filter((item) => item.resourceType === type)
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    jsBytes: bytesOf('Script'),
    cssBytes: bytesOf('Stylesheet'),
    fontBytes: bytesOf('Font'),
    scripts: own.filter((item) => item.resourceType === 'Script').map((item) => item.url),
  };
}

/**
 * Lighthouse now and then loses the trace of a load on a busy machine (`NO_NAVSTART`): such a
 * run measured nothing, so it is run again, twice at most; any other error stops the bench.
 */
async function runWithRetry(url: string, port: number, attempts = 3): Promise<PageRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, port);
    } catch (error) {
      if (attempt >= attempts || !String(error).includes('NO_NAVSTART')) throw error;
    }
  }
}

/** Every path measured `runs` times in one headless Chromium, storage cleared before each run. */
export async function measurePages(
  baseUrl: string,
  paths: readonly string[],
  runs: number,
  onPage: (figures: PageFigures) => void = () => undefined,
): Promise<PageFigures[]> {
  const chrome = await launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
  });
  try {
    const figures: PageFigures[] = [];
    for (const path of paths) {
      const results: PageRun[] = [];
      for (let i = 0; i < runs; i += 1)
        results.push(await runWithRetry(baseUrl + path, chrome.port));
      const scripts = [...new Set(results.flatMap((run) => run.scripts))];
      const gzip = await Promise.all(scripts.map(gzipLength));
      const page: PageFigures = {
        path,
        runs,
        score: median(results.map((run) => run.score)),
        lcpMs: median(results.map((run) => run.lcpMs)),
        cls: median(results.map((run) => run.cls)),
        tbtMs: median(results.map((run) => run.tbtMs)),
        jsBytes: median(results.map((run) => run.jsBytes)),
        cssBytes: median(results.map((run) => run.cssBytes)),
        fontBytes: median(results.map((run) => run.fontBytes)),
        jsGzipBytes: gzip.reduce((sum, length) => sum + length, 0),
      };
      onPage(page);
      figures.push(page);
    }
    return figures;
  } finally {
    chrome.kill();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** One table row per page, and the page budgets each is held to. */
export function pageRow(page: PageFigures): string {
  const met =
    page.jsGzipBytes <= 100 * 1024 &&
    page.score >= 95 &&
    page.cls < 0.05 &&
    page.lcpMs <= 2500 &&
    page.tbtMs < 200;
  return `| ${page.path} | ${kb(page.jsBytes)} | ${kb(page.jsGzipBytes)} | ${kb(page.cssBytes)} | ${kb(page.fontBytes)} | ${page.score} | ${(page.lcpMs / 1000).toFixed(2)} | ${page.cls.toFixed(3)} | ${Math.round(page.tbtMs)} | ${met ? 'met' : 'not met'} |`;
}

export const PAGE_TABLE_HEAD = [
  '| page | JS KB as sent | JS KB gzip | CSS KB | font KB | performance | LCP s | CLS | TBT ms | targets |',
  '|---|---|---|---|---|---|---|---|---|---|',
];

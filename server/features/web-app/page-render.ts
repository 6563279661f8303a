import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  FIRST_SCREEN_DATA_ID,
  type PageRenderer,
  type RenderedPage,
} from '#shared/first-screen.js';
import { scriptJson } from './page-head.js';

/**
 * The front end's server entry (dist/server/entry-server.js, from `vite build --ssr`), when it
 * was built: without it pages are served as the bare shell that the browser renders.
 */
export async function loadPageRenderer(ssrDir: string): Promise<PageRenderer | undefined> {
  const entry = join(ssrDir, 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as { renderer?: PageRenderer };
  return module.renderer;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/**
 * The tags that make a page's own code and styles arrive with the page, from Vite's manifest:
 * a modulepreload for each chunk the page's module needs beyond the entry (which index.html
 * already loads), and its stylesheets, so the server's markup is styled from the first paint.
 * `finish` rewrites the tags once per page (the styles are inlined: inline-styles.ts).
 */
export function createAssetTags(
  webDir: string,
  finish: (tags: string) => string = (tags) => tags,
): (modules: string[]) => string {
  const file = join(webDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => '';
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;

  const closure = (keys: string[], into = new Set<string>()) => {
    for (const key of keys) {
      if (into.has(key) || !manifest[key]) continue;
      into.add(key);
      closure(manifest[key].imports ?? [], into);
    }
    return into;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loadedByEntry = closure(entries);
  const cache = new Map<string, string>();

  return (modules) => {
    const cacheKey = modules.join('\n');
    const cached = cache.get(cacheKey);
    if (cached !== undefined) return cached;
    const chunks = [...closure(modules)].filter((key) => !loadedByEntry.has(key));
    const tags = chunks.flatMap((key) => {
      const chunk = manifest[key];
      if (!chunk) return [];
      return [
        ...(chunk.css ?? []).map((css) => `<link rel="stylesheet" href="/${css}" />`),
        `<link rel="modulepreload" crossorigin href="/${chunk.file}" />`,
      ];
    });
    const html = finish([...new Set(tags)].join('\n    '));
    cache.set(cacheKey, html);
    return html;
  };
}

const ROOT = '<div id="root"></div>';

/**
 * The page with the server's markup in #root and the query state in a JSON data block after it:
 * a block of type application/json is never run (the Content Security Policy needs no hash for
 * it), and its text cannot close the element, as every `<` is escaped.
 */
export function fillRoot(page: string, html: string, state: unknown): string {
  const at = page.indexOf(ROOT);
  if (at === -1) return page;
  const data = `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${scriptJson(state)}</script>`;
  return `${page.slice(0, at)}<div id="root">${html}</div>${data}${page.slice(at + ROOT.length)}`;
}

const RENDER_CACHE_ENTRIES = 64;
const RENDER_CACHE_MS = 30_000;

/**
 * Renders a page once per address and data: a page is a pure function of both (the clock aside,
 * which the markup does not show), so while nothing changes, visitors get the same render for
 * 30 s at most. Any edit changes the data, hence the key: an edited page is never served stale.
 * The address is the one the page depends on (render-address.ts), never the raw query string.
 */
export function cachedRenderer(renderer: PageRenderer): PageRenderer {
  const cache = new Map<string, { at: number; page: Promise<RenderedPage | null> }>();
  return {
    pageModules: (pathname) => renderer.pageModules(pathname),
    renderPage(url, data) {
      const key = `${url}\n${JSON.stringify(data)}`;
      const now = Date.now();
      const hit = cache.get(key);
      if (hit && now - hit.at < RENDER_CACHE_MS) return hit.page;
      const page = renderer.renderPage(url, data);
      cache.delete(key);
      cache.set(key, { at: now, page });
      // A failed render is not kept; the oldest entry goes when the cache is full.
      page.catch(() => cache.delete(key));
      if (cache.size > RENDER_CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
      return page;
    },
  };
}

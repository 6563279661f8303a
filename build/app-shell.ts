import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build, defaultClientConditions, type Plugin, type Rolldown } from 'vite';
import { APP_SHELL } from '../shared/app-shell.js';
import { BRAND_COLORS } from '../shared/constants.js';
import { findLogo, renderAppIcons } from './app-icons.js';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

const SERVICE_WORKER_SOURCE = 'web/service-worker/sw.ts';
const OFFLINE_PAGE_SOURCE = 'web/public/offline.html';

/**
 * The hashed files a public page needs on its first load: the entry and what it imports, each
 * public page's chunk and what that imports, with their styles and fonts. Admin code is left out:
 * it is loaded by the panel, which is never served from the worker's cache.
 */
export function precacheAssets(bundle: OutputBundle, publicPages: readonly string[]): string[] {
  const chunks = new Map<string, OutputChunk>();
  for (const file of Object.values(bundle))
    if (file.type === 'chunk') chunks.set(file.fileName, file);
  const starts = [...chunks.values()].filter(
    (chunk) => chunk.isEntry || (chunk.isDynamicEntry && publicPages.includes(chunk.name)),
  );
  const files = new Set<string>();
  const seen = new Set<string>();
  const pending = starts.map((chunk) => chunk.fileName);
  while (pending.length > 0) {
    const chunk = chunks.get(pending.pop() as string);
    if (!chunk || seen.has(chunk.fileName)) continue;
    seen.add(chunk.fileName);
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const asset of chunk.viteMetadata?.importedAssets ?? []) files.add(asset);
    pending.push(...chunk.imports);
  }
  // Fonts are reached through the styles, not the chunks: the Latin subsets every page preloads.
  for (const file of Object.values(bundle)) {
    if (file.type === 'asset' && /\/(fraunces|inter)-latin-[^/]*\.woff2$/.test(`/${file.fileName}`))
      files.add(file.fileName);
  }
  return [...files].sort().map((name) => `/${name}`);
}

/**
 * The service worker, built on its own (one classic script, no chunks: a worker cannot share
 * the pages' module chunks), with this build's version and precache list written in.
 */
export async function buildServiceWorker(
  root: string,
  version: string,
  precache: readonly string[],
): Promise<string> {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    resolve: { conditions: ['source', ...defaultClientConditions] },
    define: {
      __SW_VERSION__: JSON.stringify(version),
      __SW_PRECACHE__: JSON.stringify(precache),
    },
    build: {
      write: false,
      minify: true,
      sourcemap: false,
      rolldownOptions: {
        input: resolve(root, SERVICE_WORKER_SOURCE),
        output: { format: 'iife', entryFileNames: 'sw.js' },
      },
    },
  });
  const outputs = Array.isArray(output) ? output : [output];
  for (const result of outputs) {
    if (!('output' in result)) continue;
    const chunk = result.output.find((file) => file.type === 'chunk');
    if (chunk) return chunk.code;
  }
  throw new Error('The service worker was not built');
}

/**
 * The installable site's files, written into the client build: the home-screen icons rendered
 * from the church's logo (build/app-icons.ts) and the service worker (decision 0223). The
 * worker's version is a digest of everything it caches, so a deploy that changes any of it
 * changes the worker's bytes, and browsers install the new one.
 */
export function appShell(options: { projectRoot: string; publicPages: readonly string[] }): Plugin {
  return {
    name: 'lampstand:app-shell',
    apply: (config, env) => env.command === 'build' && !env.isSsrBuild && !config.build?.ssr,
    async generateBundle(_options, bundle) {
      const icons = renderAppIcons(findLogo(options.projectRoot), BRAND_COLORS.primary);
      for (const [path, source] of icons)
        this.emitFile({ type: 'asset', fileName: path.slice(1), source });

      const precache = [
        ...precacheAssets(bundle, options.publicPages),
        APP_SHELL.offlinePage,
        ...icons.keys(),
      ];
      const digest = createHash('sha256').update(precache.join('\n'));
      for (const source of icons.values()) digest.update(source);
      digest.update(readFileSync(resolve(options.projectRoot, OFFLINE_PAGE_SOURCE)));
      const version = digest.digest('base64url').slice(0, 12);

      const code = await buildServiceWorker(options.projectRoot, version, precache);
      this.emitFile({ type: 'asset', fileName: APP_SHELL.serviceWorker.slice(1), source: code });
    },
  };
}

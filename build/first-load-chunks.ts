import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * Fewer files on a page's first load (decision 0164).
 *
 * Left to itself, Rolldown splits the code shared between lazy chunks into as many small common
 * chunks as there are combinations of chunks sharing it: index.html preloaded 26 files of one to
 * three kilobytes, and a public page brought up to 13 more. On a phone's link each file is a
 * request that waits its turn for a connection, so the same bytes in fewer files paint sooner.
 * Two groups come out of it:
 * - `app`: what the entry imports. Every page loads all of it anyway: nothing is added.
 * - `site`: what the public pages' chunks import besides (an empty state, a banner, the form
 *   hook, a few icons): about 8 KB gzip in all, one file for any public page instead of up to 13.
 *
 * Which modules those are is known only after tree-shaking (the module graph still holds every
 * export of a barrel file), so it is read from a build: `vite build --mode first-load` records
 * them and writes nothing else; the build after it groups them. Without a record (a plain
 * `vite build` on a fresh clone) the split is Rolldown's own, which works the same.
 */
export const FIRST_LOAD_MODE = 'first-load';

/**
 * Chromium's explicit compile hint (from version 136; other browsers read a comment): every
 * function of the file is compiled while it downloads, on another thread, instead of on the main
 * thread the first time it is called, which was a third of hydration's long task on a phone.
 * Only for files whose code all runs on load: compiling code that never runs would be waste.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const LOADED_FIRST = ['rolldown-runtime', 'framework', 'app', 'site'];

const runsOnLoad = (chunk: OutputChunk, pages: readonly string[]) =>
  chunk.isEntry || LOADED_FIRST.includes(chunk.name) || pages.includes(chunk.name);

interface Record {
  app: string[];
  site: string[];
}

/** The modules of the chunks `from` imports statically, transitively, other than `from` itself. */
function importedModules(
  chunks: Map<string, OutputChunk>,
  from: OutputChunk[],
  entries: OutputChunk[] = [],
): Set<string> {
  const modules = new Set<string>();
  // The entry's chunks are what `app` holds: a page's way back to them is not followed.
  const seen = new Set([...from, ...entries].map((chunk) => chunk.fileName));
  const pending = from.flatMap((chunk) => chunk.imports);
  while (pending.length > 0) {
    const chunk = chunks.get(pending.pop() as string);
    if (!chunk || seen.has(chunk.fileName)) continue;
    seen.add(chunk.fileName);
    for (const id of chunk.moduleIds) modules.add(id);
    pending.push(...chunk.imports);
  }
  return modules;
}

function record(bundle: OutputBundle, pages: readonly string[]): Record {
  const chunks = new Map(
    Object.values(bundle).flatMap((file) =>
      file.type === 'chunk' ? [[file.fileName, file] as const] : [],
    ),
  );
  const all = [...chunks.values()];
  const entries = all.filter((chunk) => chunk.isEntry);
  const app = importedModules(chunks, entries);
  const pageChunks = all.filter((chunk) => chunk.isDynamicEntry && pages.includes(chunk.name));
  const site = [...importedModules(chunks, pageChunks, entries)].filter((id) => !app.has(id));
  return { app: [...app].sort(), site: site.sort() };
}

/**
 * `pages`: the public pages' modules by name (their chunks are named after them), the pages a
 * visitor opens from the menu. Pages seldom opened (a password reset) keep their own split.
 */
export function firstLoadChunks(recordPath: string, mode: string, pages: readonly string[]) {
  const recording = mode === FIRST_LOAD_MODE;
  const recorded: Record =
    !recording && existsSync(recordPath)
      ? (JSON.parse(readFileSync(recordPath, 'utf8')) as Record)
      : { app: [], site: [] };
  const app = new Set(recorded.app);
  const site = new Set(recorded.site);
  const plugin: Plugin = {
    name: 'lampstand:first-load-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (recording) {
        mkdirSync(dirname(recordPath), { recursive: true });
        writeFileSync(recordPath, JSON.stringify(record(bundle, pages)));
        // The recording build's files are not the app: none of them is written.
        for (const fileName of Object.keys(bundle)) delete bundle[fileName];
        return;
      }
      for (const file of Object.values(bundle))
        if (file.type === 'chunk' && runsOnLoad(file, pages))
          file.code = `${COMPILE_HINT}\n${file.code}`;
    },
  };
  return {
    plugin,
    groups: [
      { name: 'app', test: (id: string) => app.has(id), includeDependenciesRecursively: false },
      { name: 'site', test: (id: string) => site.has(id), includeDependenciesRecursively: false },
    ],
  };
}

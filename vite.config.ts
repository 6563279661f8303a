import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { FIRST_LOAD_MODE, firstLoadChunks } from './build/first-load-chunks.js';
import { precompress } from './build/precompress.js';
import { appShell } from './build/app-shell.js';
import { preactAliases } from './build/preact-aliases.js';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

// The pages run on Preact through preact/compat (build/preact-aliases.ts): the React APIs the
// code and its libraries use, at a fraction of react-dom's weight (decision 103). Server
// rendering built by Vite reaches `react-dom/server` as preact/compat/server.

/** The pages of the menu, by their page module's name (scripts/page-weight.mjs weighs them). */
const PUBLIC_PAGES = [
  'HomePage',
  'LiveStreamPage',
  'EventsPage',
  'MinistryPage',
  'ProgramsPage',
  'TestifyPage',
  'GivePage',
  'ContactPage',
  'PrayerPage',
];

export default defineConfig(({ isSsrBuild, mode }) => {
  const firstLoad = firstLoadChunks(
    fileURLToPath(new URL('dist/first-load-chunks.json', import.meta.url)),
    mode,
    PUBLIC_PAGES,
  );
  return {
    root: 'web',
    publicDir: 'public',
    // React Fast Refresh cannot swap Preact components: an edit reloads the page instead.
    // Brotli and gzip files beside each asset: the server sends them as they are (decision 0094).
    plugins: [
      react({ refreshExclude: /./ }),
      firstLoad.plugin,
      // The home-screen icons and the service worker, written before the files are compressed.
      ...(mode === FIRST_LOAD_MODE
        ? []
        : [
            appShell({
              projectRoot: fileURLToPath(new URL('.', import.meta.url)),
              publicPages: PUBLIC_PAGES,
            }),
            precompress(),
          ]),
    ],
    // "#shared/*" and "#web/*" (package.json "imports") resolve to the TypeScript sources.
    resolve: {
      conditions: ['source', ...defaultClientConditions],
      // zod without its `new Function` probe, which the Content Security Policy would report.
      alias: [
        ...preactAliases,
        {
          find: /^zod$/,
          replacement: fileURLToPath(new URL('web/lib/zod-jitless.ts', import.meta.url)),
        },
      ],
    },
    // The server entry (web/entry-server.tsx, `vite build --ssr`) resolves the sources alike. Its
    // libraries are bundled too, so their `react` imports reach preact/compat as well.
    ssr: {
      resolve: { conditions: ['source', ...defaultServerConditions] },
      noExternal: true,
    },
    build: {
      outDir: '../dist/web',
      emptyOutDir: true,
      // The server reads it to preload each page's own chunk and styles (ADR 0106).
      manifest: !isSsrBuild,
      // The server entry needs no copy of the public files.
      copyPublicDir: !isSsrBuild,
      // Production serves no source maps (the server refuses *.map too): the code stays as built.
      sourcemap: false,
      assetsDir: 'assets',
      // The libraries every page runs on are one file, the rest of what the entry needs another,
      // and what the public pages share a third (build/first-load-chunks.ts); the rest is split
      // by route, so forms, charts, dialogs and admin code come with what opens them. On a
      // phone's link each file is a request (decisions 0107, 0164).
      rolldownOptions: isSsrBuild
        ? {}
        : {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: 'framework',
                    test: /node_modules[\\/](preact|react-router|@tanstack)[\\/]/,
                  },
                  ...firstLoad.groups,
                ],
              },
            },
          },
    },
    server: {
      port: 5173,
      proxy: { '/api': apiTarget, '/uploads': apiTarget },
    },
  };
});

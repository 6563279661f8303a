import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

/** Libraries every public page needs, split out so they stay cached across releases. */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
  {
    name: 'ui',
    test: /node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|tslib|lucide-react)[\\/]/,
  },
  {
    name: 'data',
    test: /node_modules[\\/](@tanstack|i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  publicDir: 'public',
  plugins: [react()],
  // "#shared/*" and "#web/*" (package.json "imports") resolve to the TypeScript sources.
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    // zod without its `new Function` probe, which the Content Security Policy would report.
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('web/lib/zod-jitless.ts', import.meta.url)),
      },
    ],
  },
  // The server entry (web/entry-server.tsx, `vite build --ssr`) resolves the sources alike.
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
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
    rolldownOptions: {
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
}));

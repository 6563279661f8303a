import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
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
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // Production serves no source maps (the server refuses *.map too): the code stays as built.
    sourcemap: false,
    assetsDir: 'assets',
    // No manual chunk groups: the bundler splits by route, so a page downloads the libraries it
    // uses and no more (admin, forms, charts and dialogs come with the code that opens them).
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
});

import { readFile, readdir, writeFile } from 'node:fs/promises';
import { extname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text formats only: images and fonts are compressed already. */
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
  '.svg',
]);
/** Below this, compression saves less than its headers cost. */
const THRESHOLD = 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface PrecompressSummary {
  files: number;
  bytes: number;
  brotli: number;
  gzip: number;
}

/**
 * Writes `name.br` and `name.gz` beside every compressible file of `dir` (each only when smaller
 * than the file), at the highest levels: the build pays once, so no request ever does. The page
 * template is left out: the server sends it with each page's metadata injected.
 */
export async function precompressDir(dir: string): Promise<PrecompressSummary> {
  const summary: PrecompressSummary = { files: 0, bytes: 0, brotli: 0, gzip: 0 };
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    const path = join(entry.parentPath, entry.name);
    if (!entry.isFile() || !COMPRESSIBLE.has(extname(entry.name).toLowerCase())) continue;
    if (relative(dir, path) === 'index.html') continue;
    const body = await readFile(path);
    if (body.length < THRESHOLD) continue;
    const [br, gz] = await Promise.all([
      brotliAsync(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzipAsync(body, { level: zlib.Z_BEST_COMPRESSION }),
    ]);
    summary.files += 1;
    summary.bytes += body.length;
    if (br.length < body.length) {
      await writeFile(`${path}.br`, br);
      summary.brotli += br.length;
    }
    if (gz.length < body.length) {
      await writeFile(`${path}.gz`, gz);
      summary.gzip += gz.length;
    }
  }
  return summary;
}

/** After the build has written every file (the public folder's too), compresses them. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'lampstand:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const { files, bytes, brotli, gzip: gz } = await precompressDir(outDir);
      const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
      this.info(
        `precompressed ${files} files: ${kb(bytes)} → brotli ${kb(brotli)}, gzip ${kb(gz)}`,
      );
    },
  };
}

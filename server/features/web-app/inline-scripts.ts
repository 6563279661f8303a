import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Script elements that carry code: no src, and a type the browser runs (not a JSON data block). */
const INLINE_SCRIPT =
  /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/gi;

/** The CSP hash source (`sha256-…`) of every inline script of a page, in page order. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, code]) =>
      `sha256-${createHash('sha256')
        .update(code ?? '', 'utf8')
        .digest('base64')}`,
  );
}

/**
 * The hashes of the built index.html's inline scripts (the theme script), read at start so the
 * policy always matches the page being served; none when the front end is not built.
 */
export function builtPageScriptHashes(webDir: string): string[] {
  const indexFile = join(webDir, 'index.html');
  return existsSync(indexFile) ? inlineScriptHashes(readFileSync(indexFile, 'utf8')) : [];
}

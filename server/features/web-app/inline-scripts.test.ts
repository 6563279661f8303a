import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-scripts.js';

const sha = (code: string) => `sha256-${createHash('sha256').update(code).digest('base64')}`;

describe('inline script hashes', () => {
  it('hashes the code of inline scripts only, exactly as written', () => {
    const theme = "\n      (function () { document.documentElement.lang = 'en'; })();\n    ";
    const html = `<head><script>${theme}</script>
      <script type="application/ld+json">{"@type":"Church"}</script>
      <script type="module" crossorigin src="/assets/index-1.js"></script>
      <script type="module">import '/x.js';</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha(theme), sha("import '/x.js';")]);
  });

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptHashes('<script src="/a.js"></script>')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';

// web/'s tsconfig knows the browser, not Node: the one Node call made here is typed here.
interface NodeFs {
  readFile(path: URL, encoding?: 'utf8'): Promise<string & { length: number }>;
}
const fs = (await import('node:fs/promises' as string)) as NodeFs;
const read = (path: string) => fs.readFile(new URL(path, import.meta.url), 'utf8');
const size = async (path: string) =>
  ((await fs.readFile(new URL(path, import.meta.url))) as unknown as { byteLength: number })
    .byteLength;

const normalise = (range: string) => range.replace(/\s+/g, '').toUpperCase();

describe('the fonts every page loads first', () => {
  it('are the two subsets, preloaded, swapped in, covering what the script kept', async () => {
    const css = await read('./fonts.css');
    const script = await read('../../scripts/subset-fonts.mjs');
    const html = await read('../index.html');
    const kept = /UNICODE_RANGE =\s*'([^']+)'/.exec(script)?.[1];
    expect(kept).toBeDefined();

    const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => match[1]!);
    const subsets = faces.filter((face) => face.includes("url('./fonts/"));
    expect(subsets).toHaveLength(2);
    for (const face of subsets) {
      const file = /url\('\.\/fonts\/([^']+)'\)/.exec(face)![1]!;
      expect(html).toContain(`href="/theme/fonts/${file}"`);
      expect(normalise(/unicode-range:([^;]+);/.exec(face)![1]!)).toBe(normalise(kept!));
      // Small enough to preload beside the page's scripts.
      expect(await size(`./fonts/${file}`)).toBeLessThan(24 * 1024);
    }
    for (const face of faces) expect(face).toContain('font-display: swap');
    // At most two font files on first load: the two preloaded here.
    expect(html.match(/as="font"/g)).toHaveLength(2);
  });

  it('fall back to system fonts scaled to their metrics, named right after each web font', async () => {
    const fallbacks = await read('./font-fallbacks.css');
    const tokens = await read('./tokens.css');
    const faces = [...fallbacks.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => match[1]!);
    for (const family of ['Inter Variable', 'Fraunces Variable']) {
      const face = faces.find((text) => text.includes(`font-family: '${family} Fallback'`));
      expect(face, family).toBeDefined();
      // Installed fonts only: a stand-in never costs a download.
      expect(face).toMatch(/src: local\('[^']+'\)(, local\('[^']+'\))*;/);
      for (const descriptor of ['ascent-override', 'descent-override', 'size-adjust'])
        expect(face).toMatch(new RegExp(`${descriptor}: \\d+(\\.\\d+)?%;`));
      expect(tokens).toContain(`'${family}', '${family} Fallback',`);
    }
  });
});

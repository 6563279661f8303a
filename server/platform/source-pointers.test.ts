import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './project-root.js';

/**
 * Comments and docs say why in the code's own terms. A pointer to a numbered part of the
 * product document or to a tracker entry says nothing to a reader without them, and goes stale
 * when they change; the records under docs/decisions are the place for a reason that needs more
 * than a comment (ADR 0186). This walks the source folders and the docs and names every file
 * and line that points so.
 */
const root = projectRoot();
const FOLDERS = ['server', 'web', 'shared', 'tests', 'scripts', 'bench', 'docs'];
const ROOT_FILES = ['README.md', 'SECURITY.md'];
const SOURCE = /\.(?:[cm]?[jt]sx?|css|html|md)$/;
const POINTERS = [
  /\bspec\s+sections?\b/i,
  /\bspec\s*§/i,
  /§\s?\d/,
  /\bsections?\s+\d/i,
  /\bissues?\s+#?\d+/i,
];

async function sourceFiles(): Promise<string[]> {
  const lists = await Promise.all(
    FOLDERS.map(async (folder) => {
      const names = await readdir(join(root, folder), { recursive: true });
      return names
        .filter((name) => SOURCE.test(name) && !name.split(/[\\/]/).includes('node_modules'))
        .map((name) => join(root, folder, name));
    }),
  );
  return [...lists.flat(), ...ROOT_FILES.map((name) => join(root, name))];
}

describe('source comments and docs', () => {
  it('point at no numbered part of the product document and no tracker entry', async () => {
    const found: string[] = [];
    for (const file of await sourceFiles()) {
      const lines = (await readFile(file, 'utf8')).split('\n');
      lines.forEach((line, index) => {
        if (POINTERS.some((pointer) => pointer.test(line)))
          found.push(`${relative(root, file)}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(found, 'say why in the code instead').toEqual([]);
  });
});

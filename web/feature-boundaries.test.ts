import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The project's real eslint.config.js keeps features apart: probe files are written into a
 * temporary feature folder, linted, and removed. Only the boundaries and cycle rules run, and
 * without type information: the type-aware rules would build the whole TypeScript program for
 * nothing these probes need.
 */

// web/'s tsconfig knows the browser, not Node: the few Node calls made here are typed here.
interface NodeFs {
  mkdir(path: URL, options: { recursive: true }): Promise<unknown>;
  writeFile(path: URL, data: string): Promise<void>;
  rm(path: URL, options: { recursive: true; force: true }): Promise<void>;
}
interface NodeUrl {
  fileURLToPath(url: URL): string;
}
const fs = (await import('node:fs/promises' as string)) as NodeFs;
const { fileURLToPath } = (await import('node:url' as string)) as NodeUrl;

const probeFolder = new URL(`features/lint-probe-${String(Date.now())}/`, import.meta.url);
// The admin kit serves every section: a probe file inside it that reaches for a section.
const kitProbe = new URL(`admin/kit/lint-probe-${String(Date.now())}.ts`, import.meta.url);
const KIT_PROBE = [
  "import { commentsSection } from '#web/admin/sections/comments/index.js';",
  'export const probe = commentsSection;',
];

const PROBES = {
  // Another feature's inner file: what the boundaries rule forbids.
  'deep-import.ts': [
    "import { useTheme } from '#web/features/theme/theme-context.js';",
    'export const probe = useTheme;',
  ],
  // The same through the feature's index: allowed.
  'index-import.ts': [
    "import { useTheme } from '#web/features/theme/index.js';",
    'export const probe = useTheme;',
  ],
  // Two files of one feature that import each other.
  'cycle-a.ts': ["import { b } from './cycle-b.js';", 'export const a = () => b;'],
  'cycle-b.ts': ["import { a } from './cycle-a.js';", 'export const b = () => a;'],
};
type ProbeName = keyof typeof PROBES;

const CHECKED_RULES = new Set(['boundaries/dependencies', 'import-x/no-cycle']);
type Problem = { ruleId: string | null; message: string };
const problems = new Map<ProbeName, Problem[]>();
let kitProblems: Problem[] = [];

// Loading the project's lint config takes tens of seconds when every core is busy with other suites.
beforeAll(async () => {
  await fs.mkdir(probeFolder, { recursive: true });
  const names = Object.keys(PROBES) as ProbeName[];
  await Promise.all(
    names.map((name) => fs.writeFile(new URL(name, probeFolder), `${PROBES[name].join('\n')}\n`)),
  );

  const eslint = new ESLint({
    cwd: fileURLToPath(new URL('../', import.meta.url)),
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
    ruleFilter: ({ ruleId }) => CHECKED_RULES.has(ruleId),
  });
  await fs.writeFile(kitProbe, `${KIT_PROBE.join('\n')}\n`);
  const results = await eslint.lintFiles([
    ...names.map((name) => fileURLToPath(new URL(name, probeFolder))),
    fileURLToPath(kitProbe),
  ]);
  kitProblems = (
    results.find((entry) => entry.filePath === fileURLToPath(kitProbe))?.messages ?? []
  ).map(({ ruleId, message }) => ({ ruleId, message }));
  for (const name of names) {
    const result = results.find((entry) => entry.filePath.endsWith(`/${name}`));
    problems.set(
      name,
      (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message })),
    );
  }
}, 120_000);

afterAll(async () => {
  await fs.rm(probeFolder, { recursive: true, force: true });
  await fs.rm(kitProbe, { recursive: true, force: true });
});

const rulesOf = (name: ProbeName) => problems.get(name)?.map((problem) => problem.ruleId);

describe('the lint config', () => {
  it("reports an import of another feature's inner file", () => {
    expect(rulesOf('deep-import.ts')).toEqual(['boundaries/dependencies']);
    expect(problems.get('deep-import.ts')?.[0]?.message).toContain('index.ts');
  });

  it("accepts the same import through the feature's index.ts", () => {
    expect(problems.get('index-import.ts')).toEqual([]);
  });

  it('reports an import cycle', () => {
    expect(rulesOf('cycle-a.ts')).toEqual(['import-x/no-cycle']);
    expect(rulesOf('cycle-b.ts')).toEqual(['import-x/no-cycle']);
  });

  it('reports the admin kit reaching for a section', () => {
    expect(kitProblems.map((problem) => problem.ruleId)).toEqual(['boundaries/dependencies']);
    expect(kitProblems[0]?.message).toBe(
      'The admin kit serves every section and knows none of them.',
    );
  });
});

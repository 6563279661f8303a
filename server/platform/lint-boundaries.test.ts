import { ESLint } from 'eslint';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from './project-root.js';

/**
 * The project's real eslint.config.js keeps the server's features apart: probe files are
 * written into a temporary feature folder and into the platform, linted, and removed. Only the
 * boundaries and cycle rules run, without type information (they need none).
 */
const root = projectRoot();
const stamp = String(Date.now());
const featureFolder = join(root, 'server', 'features', `lint-probe-${stamp}`);
const platformProbe = join(root, 'server', 'platform', `lint-probe-${stamp}.ts`);

const FEATURE_PROBES = {
  // Another feature's inner file: what the boundaries rule forbids.
  'deep-import.ts': [
    "import { createSettingsService } from '#server/features/settings/service.js';",
    'export const probe = createSettingsService;',
  ],
  // The same feature through its index: allowed.
  'index-import.ts': [
    "import { settingsFeature } from '#server/features/settings/index.js';",
    'export const probe = settingsFeature;',
  ],
  // Two files of one feature that import each other.
  'cycle-a.ts': ["import { b } from './cycle-b.js';", 'export const a = () => b;'],
  'cycle-b.ts': ["import { a } from './cycle-a.js';", 'export const b = () => a;'],
};
type ProbeName = keyof typeof FEATURE_PROBES | 'platform';

const CHECKED_RULES = new Set(['boundaries/dependencies', 'import-x/no-cycle']);
const problems = new Map<ProbeName, { ruleId: string | null; message: string }[]>();

// Loading the project's lint config takes tens of seconds when every core is busy with other suites.
beforeAll(async () => {
  await mkdir(featureFolder, { recursive: true });
  const names = Object.keys(FEATURE_PROBES) as (keyof typeof FEATURE_PROBES)[];
  await Promise.all(
    names.map((name) =>
      writeFile(join(featureFolder, name), `${FEATURE_PROBES[name].join('\n')}\n`),
    ),
  );
  // The platform using a feature, even through its index.
  await writeFile(
    platformProbe,
    "import { settingsFeature } from '#server/features/settings/index.js';\nexport const probe = settingsFeature;\n",
  );
  const eslint = new ESLint({
    cwd: root,
    overrideConfig: {
      languageOptions: { parserOptions: { project: false, projectService: false } },
    },
    ruleFilter: ({ ruleId }) => CHECKED_RULES.has(ruleId),
  });
  const results = await eslint.lintFiles([
    ...names.map((name) => join(featureFolder, name)),
    platformProbe,
  ]);
  for (const result of results) {
    const name = (
      result.filePath === platformProbe ? 'platform' : result.filePath.split('/').pop()
    ) as ProbeName;
    problems.set(
      name,
      result.messages.map(({ ruleId, message }) => ({ ruleId, message })),
    );
  }
}, 120_000);

afterAll(async () => {
  await rm(featureFolder, { recursive: true, force: true });
  await rm(platformProbe, { force: true });
});

const rulesOf = (name: ProbeName) => problems.get(name)?.map((problem) => problem.ruleId);

describe('the lint config for the server', () => {
  it("reports an import of another feature's inner file", () => {
    expect(rulesOf('deep-import.ts')).toEqual(['boundaries/dependencies']);
    expect(problems.get('deep-import.ts')?.[0]?.message).toContain('index.ts');
  });

  it('accepts the same import through the index', () => {
    expect(rulesOf('index-import.ts')).toEqual([]);
  });

  it('reports the platform depending on a feature', () => {
    expect(rulesOf('platform')).toEqual(['boundaries/dependencies']);
  });

  it('reports an import cycle', () => {
    expect(rulesOf('cycle-a.ts')).toContain('import-x/no-cycle');
    expect(rulesOf('cycle-b.ts')).toContain('import-x/no-cycle');
  });
});

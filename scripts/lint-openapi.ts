/**
 * Lints the OpenAPI document the server builds (the app is built, never listens) with Redocly's
 * recommended rules, every operation named once, and the committed `shared/api-types.ts` up to
 * date with it; any error fails.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertOperationIds } from '#server/platform/http/openapi-document.js';
import { API_TYPES_FILE, apiTypesOf, buildOpenApiDocument } from './openapi-document.js';

const document = await buildOpenApiDocument();
assertOperationIds(document.paths as Record<string, Record<string, unknown>>);

const folder = mkdtempSync(join(tmpdir(), 'lampstand-openapi-'));
let status: number;
try {
  const file = join(folder, 'openapi.json');
  writeFileSync(file, JSON.stringify(document, null, 2));
  const lint = spawnSync(
    'npx',
    ['--no-install', 'redocly', 'lint', '--extends=recommended', '--format=stylish', file],
    {
      stdio: 'inherit',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  status = lint.status ?? 1;
} finally {
  rmSync(folder, { recursive: true, force: true });
}

let committed = '';
try {
  committed = readFileSync(API_TYPES_FILE, 'utf8');
} catch {
  // No file yet: stale like any other difference.
}
if (committed !== (await apiTypesOf(document))) {
  console.error('shared/api-types.ts is stale: run `npm run api:types` and commit it.');
  status = 1;
}
process.exit(status);

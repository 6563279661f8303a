/*
 * What `zod` resolves to in the browser build (vite.config.ts): zod, set to `jitless` before any
 * module that imports it can build a schema. Otherwise zod probes `new Function` to decide whether
 * to compile its parsers, and under the site's Content Security Policy (no 'unsafe-eval') the
 * probe is reported as a violation even though zod catches it.
 */
import * as z from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };

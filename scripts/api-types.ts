/**
 * Writes `shared/api-types.ts` from the OpenAPI document the server builds in this process.
 * `npm run lint:openapi` fails while the committed file differs from what this would write.
 */
import { writeFileSync } from 'node:fs';
import { API_TYPES_FILE, apiTypesOf, buildOpenApiDocument } from './openapi-document.js';

writeFileSync(API_TYPES_FILE, await apiTypesOf(await buildOpenApiDocument()));

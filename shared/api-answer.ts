import type { FetchResponse } from 'openapi-fetch';
import type { FilterKeys, MediaType } from 'openapi-typescript-helpers';
import type { paths } from './api-types.js';

/** An HTTP method as the generated API types name it. */
export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The operation a path and method name in the generated API types. */
export type ApiOperation<Path, M extends ApiMethod> = FilterKeys<paths[Path & keyof paths], M>;

/**
 * A route's success answer, read from the generated API types: what the browser's client
 * resolves to, and what a server test names when it sends a request the typed client cannot
 * (a raw body, a missing header).
 */
export type ApiAnswer<Path, M extends ApiMethod = 'get'> = NonNullable<
  FetchResponse<ApiOperation<Path, M> & Record<string | number, unknown>, object, MediaType>['data']
>;

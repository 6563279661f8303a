import createClient, { type FetchOptions } from 'openapi-fetch';
import type { PathsWithMethod, RequiredKeysOf } from 'openapi-typescript-helpers';
import type {
  ApiAnswer,
  ApiMethod as Method,
  ApiOperation as Operation,
} from '#shared/api-answer.js';
import type { paths } from '#shared/api-types.js';
import { type ApiRequestOptions, callHeaders, exchange } from './api-client.js';

/**
 * The API called by the routes' own contract: path, parameters, body and answer are the types
 * generated from the server's OpenAPI document (`shared/api-types.ts`), so a route whose shape
 * changes stops the browser compiling until it follows. openapi-fetch builds the request from
 * them; the types leave nothing in the page's download but its few kilobytes.
 *
 * Failures are thrown as `apiRequest` throws them (an ApiError with the server's
 * `{ message, errors }`), so a call resolves to the success answer alone.
 */

/** How a call is sent beyond its contract: whose token, and whether staff writes go as staff. */
export type CallOptions = Pick<
  ApiRequestOptions,
  'auth' | 'background' | 'memberToken' | 'staffExempt'
>;

type Init<Path, M extends Method> = FetchOptions<Operation<Path, M>> & CallOptions;

/** The call's init, which may be left out when the route needs no parameters and no body. */
type InitArg<Path, M extends Method> =
  RequiredKeysOf<FetchOptions<Operation<Path, M>>> extends never
    ? [init?: Init<Path, M>]
    : [init: Init<Path, M>];

export type { ApiAnswer };

const client = createClient<paths>();

function caller<M extends Method>(method: M) {
  return async <Path extends PathsWithMethod<paths, M>>(
    path: Path,
    ...[init]: InitArg<Path, M>
  ): Promise<ApiAnswer<Path, M>> => {
    const { auth, background, memberToken, staffExempt, ...fetchInit } = (init ?? {}) as Init<
      Path,
      M
    >;
    const options: ApiRequestOptions = {
      method: method.toUpperCase() as NonNullable<ApiRequestOptions['method']>,
      ...(auth ? { auth } : {}),
      ...(background ? { background } : {}),
      ...(memberToken ? { memberToken } : {}),
      ...(staffExempt ? { staffExempt } : {}),
    };
    const { data } = await client.request(
      method,
      path as never,
      {
        ...(fetchInit as object),
        // The page's own origin: a Request needs a whole URL outside a page.
        baseUrl: typeof window === 'undefined' ? '' : window.location.origin,
        headers: callHeaders(path, options),
        fetch: async (request: Request) => {
          const { status, body } = await exchange(() => fetch(request), options);
          return new Response(JSON.stringify(body), {
            status,
            headers: { 'Content-Type': 'application/json' },
          });
        },
      } as never,
    );
    return data as unknown as ApiAnswer<Path, M>;
  };
}

/** `api.GET('/api/stream/{id}', { params: { path: { id } } })` resolves to the stream's answer. */
export const api = {
  GET: caller('get'),
  POST: caller('post'),
  PUT: caller('put'),
  PATCH: caller('patch'),
  DELETE: caller('delete'),
};

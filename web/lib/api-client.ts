import {
  ADMIN_SESSION_HEADERS,
  DEVICE_KEY_HEADER,
  STAFF_AUTHORIZATION_HEADER,
} from '#shared/api-paths.js';
import type { ErrorResponse } from '#shared/schemas/common.js';
import { deviceKey } from './device-key.js';

const NETWORK_MESSAGE = 'We could not reach the server. Check your connection and try again.';
const UNEXPECTED_MESSAGE = 'The server sent an unexpected answer. Please try again.';

/** A failed API call: the HTTP status and the server's `{ message, errors? }` body. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string> | undefined;
  /** True when `message` is the server's own words rather than a local fallback. */
  readonly fromServer: boolean;
  /** The seconds a 429 asks to wait (its Retry-After), when it said. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    message: string,
    options: {
      errors?: Record<string, string>;
      fromServer?: boolean;
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = options.errors;
    this.fromServer = options.fromServer ?? false;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server's message when it sent one, otherwise the given fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.fromServer && error.message ? error.message : fallback;
}

interface ApiClientConfig {
  /** The admin token attached as a bearer header to admin calls. */
  getAdminToken: () => string | null;
  /** Called when an admin call answers 401: the session is over. */
  onAdminUnauthorized: () => void;
  /**
   * Called after each admin call with how long the session has left by the server's clock,
   * so the panel can warn before it ends whatever the browser's clock says.
   */
  onAdminSessionRemaining: (remainingMs: number) => void;
}

let config: ApiClientConfig = {
  getAdminToken: () => null,
  onAdminUnauthorized: () => undefined,
  onAdminSessionRemaining: () => undefined,
};

/** The session's end from an admin answer's headers, as time left from when it was sent. */
function reportSessionRemaining(headers: Headers) {
  const expiresAt = Date.parse(headers.get(ADMIN_SESSION_HEADERS.expiresAt) ?? '');
  const sentAt = Date.parse(headers.get('date') ?? '');
  if (Number.isNaN(expiresAt)) return;
  config.onAdminSessionRemaining(expiresAt - (Number.isNaN(sentAt) ? Date.now() : sentAt));
}

export function configureApiClient(next: Partial<ApiClientConfig>): void {
  config = { ...config, ...next };
}

/**
 * The headers of an admin call the panel makes on its own (a poll or its event stream): the
 * bearer token, and the mark that keeps it from counting as the admin's activity.
 */
export function backgroundAdminHeaders(): Record<string, string> {
  const token = config.getAdminToken();
  return {
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    [ADMIN_SESSION_HEADERS.activity]: ADMIN_SESSION_HEADERS.backgroundActivity,
  };
}

/** An admin call outside apiRequest answered 401: the session is over. */
export function reportAdminUnauthorized(): void {
  config.onAdminUnauthorized();
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** `admin`: send the admin bearer token and treat 401 as the end of the session. */
  auth?: 'admin';
  /**
   * A poll the panel makes on its own: it checks the session without counting as the admin's
   * activity, so a panel left open still reaches its idle timeout.
   */
  background?: boolean;
  /** A member's token for public writes: the server then posts under the member's own name. */
  memberToken?: string | undefined;
  /**
   * A public write a crowd makes (chat, comments, reactions): when staff are signed into the
   * panel in this browser, their admin token goes along in the staff header, so write limits and
   * slow mode do not slow them (ADR 0131). Never on reads, never to another origin.
   */
  staffExempt?: boolean;
  signal?: AbortSignal;
}

/**
 * The server's `{ message, errors? }` when a failed call sent one. Checked by hand: the browser
 * reads answers without zod, which stays out of the pages' first download.
 */
function errorBody(body: unknown): ErrorResponse | null {
  if (typeof body !== 'object' || body === null) return null;
  const { message, errors } = body as Record<string, unknown>;
  if (typeof message !== 'string') return null;
  if (errors === undefined) return { message };
  if (typeof errors !== 'object' || errors === null) return null;
  const fields = Object.entries(errors);
  if (!fields.every(([, text]) => typeof text === 'string')) return null;
  return { message, errors: Object.fromEntries(fields) as Record<string, string> };
}

function failure(status: number, body: unknown, retryAfterHeader: string | null = null): ApiError {
  const error = errorBody(body);
  const retryAfter = Number(retryAfterHeader ?? '');
  return error
    ? new ApiError(status, error.message, {
        fromServer: true,
        ...(error.errors ? { errors: error.errors } : {}),
        ...(retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
      })
    : new ApiError(status, `Request failed (${String(status)})`);
}

/**
 * A successful answer is the JSON object the route's contract in `shared/` describes: the
 * server checks every answer against that schema before sending it (its serializer), so the
 * browser trusts the shape and only refuses what is not a JSON object at all (a proxy's page).
 */
function answer<T>(status: number, body: unknown): T {
  // 204 No Content: a removal that has nothing to say, answered as an empty object.
  if (status === 204 && body === undefined) return {} as T;
  if (typeof body !== 'object' || body === null) throw new ApiError(status, UNEXPECTED_MESSAGE);
  return body as T;
}

/** A failed check of an answer the browser does validate (another service's). */
export function unexpectedAnswer(status: number): ApiError {
  return new ApiError(status, UNEXPECTED_MESSAGE);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Whether crowd writes from this browser go as staff (someone is signed into the panel here):
 * the page then does not start slow mode's countdown itself. A stale token is slowed by the
 * server, whose 429 says how long to wait, as for anyone.
 */
export function writesAsStaff(): boolean {
  return config.getAdminToken() !== null;
}

/** Only this site's own API hears the staff token: a path on the page's own origin. */
function isOwnOrigin(path: string): boolean {
  try {
    return new URL(path, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** The staff header for a public write, when staff are signed in here (see `staffExempt`). */
function staffHeader(path: string, options: ApiRequestOptions): Record<string, string> {
  if (!options.staffExempt || options.auth === 'admin') return {};
  if ((options.method ?? 'GET') === 'GET' || !isOwnOrigin(path)) return {};
  const token = config.getAdminToken();
  return token ? { [STAFF_AUTHORIZATION_HEADER]: `Bearer ${token}` } : {};
}

/**
 * The device key on the site's own public calls: the server tells people sharing one address
 * apart by it (sanctions, write limits, "N watching"). Admin calls are the staff member's.
 */
export function deviceHeader(path: string): Record<string, string> {
  return isOwnOrigin(path) ? { [DEVICE_KEY_HEADER]: deviceKey() } : {};
}

/**
 * The headers a call's options ask for: JSON answers, the admin's or a member's token, the
 * device key, the staff header. The body's Content-Type is the sender's.
 */
export function callHeaders(path: string, options: ApiRequestOptions = {}): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.auth === 'admin') {
    const token = config.getAdminToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.background) {
      headers[ADMIN_SESSION_HEADERS.activity] = ADMIN_SESSION_HEADERS.backgroundActivity;
    }
  } else {
    if (options.memberToken) headers.Authorization = `Bearer ${options.memberToken}`;
    Object.assign(headers, deviceHeader(path));
  }
  Object.assign(headers, staffHeader(path, options));
  return headers;
}

/**
 * Sends a call and reads its answer: a network failure, or an answer that is not a success
 * carrying a JSON object, is thrown as an ApiError; an abort is thrown as it came. An admin
 * call also reports the session's end, or that it is over.
 */
export async function exchange(
  send: () => Promise<Response>,
  options: ApiRequestOptions = {},
): Promise<{ status: number; body: object }> {
  let response: Response;
  try {
    response = await send();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_MESSAGE);
  }

  const body = await readBody(response);
  // A poll does not renew, and the admin's own calls say more recent things.
  if (options.auth === 'admin' && response.ok && !options.background) {
    reportSessionRemaining(response.headers);
  }
  if (!response.ok) {
    if (response.status === 401 && options.auth === 'admin') config.onAdminUnauthorized();
    throw failure(response.status, body, response.headers.get('retry-after'));
  }
  return { status: response.status, body: answer<object>(response.status, body) };
}

/** Calls the API with JSON in and out; `T` is the route's answer type from `shared/`. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const headers = callHeaders(path, options);
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const { body } = await exchange(
    () =>
      fetch(path, {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? null : JSON.stringify(options.body),
        signal: options.signal ?? null,
      }),
    options,
  );
  return body as T;
}

export interface UploadOptions {
  /** `admin`: send the admin bearer token and treat 401 as the end of the session. */
  auth?: 'admin';
  /** 0 to 100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends a multipart form and reads the JSON answer. Uses XMLHttpRequest because fetch cannot
 * report upload progress. `url` may be another host (a media service): its caller checks that
 * answer.
 */
export function apiUpload<T>(url: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Accept', 'application/json');
    if (options.auth === 'admin') {
      const token = config.getAdminToken();
      if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    }
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && options.onProgress) {
        options.onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    request.onerror = () => reject(new ApiError(0, NETWORK_MESSAGE));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    request.onload = () => {
      let body: unknown;
      try {
        body = request.responseText ? (JSON.parse(request.responseText) as unknown) : undefined;
      } catch {
        body = undefined;
      }
      if (request.status < 200 || request.status >= 300) {
        if (request.status === 401 && options.auth === 'admin') config.onAdminUnauthorized();
        reject(failure(request.status, body));
        return;
      }
      try {
        resolve(answer<T>(request.status, body));
      } catch (error) {
        reject(error as ApiError);
      }
    };
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

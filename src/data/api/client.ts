// The one HTTP client of the app: a ky instance bound to the API base, the session's bearer token
// and a timeout. It throws ApiError/NetworkError and never retries: the outbox replayer and
// TanStack Query own retrying, so a write is never silently sent twice by the transport.
import ky, { HTTPError, type KyInstance, TimeoutError } from 'ky';
import { ApiError, apiErrorFromBody, NetworkError } from './errors';

export type FetchLike = (input: Request | URL | string, init?: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  /** e.g. '/api' in the app, `${origin}/api` in tests. */
  baseUrl: string;
  /** The bearer token for each request, read at call time so sign-in/out need no new client. */
  getToken: () => string | null;
  /** Injected by tests to simulate a dead network; defaults to the global fetch. */
  fetch?: FetchLike;
  timeoutMs?: number;
  /** Told after each request whether the server answered at all (drives the Online/Offline label). */
  onReachability?: (reachable: boolean) => void;
}

export interface RequestOptions {
  /** A query string already in Strapi's format (see strapi.ts). */
  query?: string;
  headers?: Record<string, string>;
  /** Use this token instead of the session's (sign-in loads the user before storing the session). */
  token?: string;
  /** false for the public calls (login, register). */
  auth?: boolean;
  signal?: AbortSignal;
}

export interface ApiClient {
  get(path: string, options?: RequestOptions): Promise<unknown>;
  post(path: string, body: unknown, options?: RequestOptions): Promise<unknown>;
  put(path: string, body: unknown, options?: RequestOptions): Promise<unknown>;
  delete(path: string, options?: RequestOptions): Promise<unknown>;
}

const DEFAULT_TIMEOUT_MS = 15_000;

export function createApiClient(options: ApiClientOptions): ApiClient {
  const http: KyInstance = ky.create({
    prefixUrl: options.baseUrl,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    retry: 0,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  async function send(
    method: string,
    path: string,
    body: unknown,
    request: RequestOptions = {},
  ): Promise<unknown> {
    const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
    const token = request.token ?? (request.auth === false ? null : options.getToken());
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      const response = await http(path.replace(/^\//, ''), {
        method,
        headers,
        ...(body === undefined ? {} : { json: body }),
        ...(request.query ? { searchParams: request.query } : {}),
        ...(request.signal ? { signal: request.signal } : {}),
      });
      options.onReachability?.(true);
      return await readBody(response);
    } catch (error) {
      throw await toTypedError(error, options.onReachability);
    }
  }

  return {
    get: (path, request) => send('get', path, undefined, request),
    post: (path, body, request) => send('post', path, body, request),
    put: (path, body, request) => send('put', path, body, request),
    delete: (path, request) => send('delete', path, undefined, request),
  };
}

/** JSON body, or null for an empty one (Strapi answers 204 for an unknown user id). */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function toTypedError(error: unknown, onReachability?: (reachable: boolean) => void): Promise<unknown> {
  if (error instanceof HTTPError) {
    onReachability?.(true);
    let body: unknown = null;
    try {
      body = await readBody(error.response);
    } catch {
      // A body that cannot be read still leaves the status to classify by.
    }
    return apiErrorFromBody(error.response.status, error.response.statusText, body);
  }
  if (error instanceof ApiError || error instanceof NetworkError) return error;
  // A caller's own abort (TanStack Query cancelling a query) is not a network failure.
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  onReachability?.(false);
  if (error instanceof TimeoutError) return new NetworkError('The server did not answer in time.', true);
  return new NetworkError(error instanceof Error ? error.message : 'Network request failed.');
}

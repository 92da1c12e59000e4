// The one HTTP client of the app: a ky instance bound to the API base, the session's bearer token
// and a timeout. It throws ApiError/NetworkError/CorsError and never retries a failure: the outbox
// replayer and TanStack Query own retrying, so a write is never silently sent twice by the
// transport. The one exception is a 401 to the session's token on a server that renews sessions
// (docs/decisions/0023): the server refused the call before acting on it, so after `renew` gives a
// new token the call is made once more with it.
import ky, { HTTPError, type KyInstance, TimeoutError } from 'ky';
import { ApiError, apiErrorFromBody, CorsError, NetworkError } from './api-errors';

export type FetchLike = (input: Request | URL | string, init?: RequestInit) => Promise<Response>;

/** What the API client learnt about the server from the last request. */
export type Reachability = 'reachable' | 'unreachable' | 'cors-refused';

export interface ApiClientOptions {
  /**
   * e.g. '/api' in the app, `${origin}/api` in tests. A promise when the address is only known
   * once config.json has been read: requests wait for it, rendering does not.
   */
  baseUrl: string | Promise<string>;
  /** The bearer token for each request, read at call time so sign-in/out need no new client. */
  getToken: () => string | null;
  /** Injected by tests to simulate a dead network; defaults to the global fetch. */
  fetch?: FetchLike;
  timeoutMs?: number;
  /** Told after each request whether the server answered at all (drives the Online/Offline label). */
  onReachability?: (reachability: Reachability) => void;
  /**
   * Asked when a call made with the session's token answers 401: a new token to make the call
   * once more with, or null (no renewal on this server, or it refused: the 401 stands).
   */
  renew?: (rejected: string) => Promise<string | null>;
  /**
   * The server's own wire, when it differs from the one the desk speaks (Strapi 5: data/server/
   * strapi5-wire.ts), asked at each call since it is known only once the server has said what it is;
   * the app's waits for that, so no answer is read in the wrong wire.
   */
  wire?: () => WireTranslator | null | Promise<WireTranslator | null>;
}

/** One call as the desk makes it: the path under the API base, its query string and its JSON body. */
export interface WireCall {
  method: string;
  path: string;
  query?: string | undefined;
  body?: unknown;
}

/** Translates the desk's calls into a server's wire, and its answers back (docs/decisions/0035). */
export interface WireTranslator {
  request(call: WireCall): Promise<WireCall>;
  answer(body: unknown, call: WireCall): unknown;
}

export interface RequestOptions {
  /** A query string already in Strapi's format (see strapi.ts). */
  query?: string;
  headers?: Record<string, string>;
  /** Use this token instead of the session's (sign-in loads the user before storing the session). */
  token?: string;
  /** false for the public calls (login, register). */
  auth?: boolean;
  /** True for the call that finds out which server this is: made before its wire is known. */
  raw?: boolean;
  /**
   * True for the session's own calls (sign-in, renewal, logout): a refresh cookie set by a server
   * on another origin (a club's Strapi 5) is kept and sent back. No other call carries it.
   */
  cookies?: boolean;
  /** True for a write made as the page is left: the browser finishes it after the page is gone. */
  keepalive?: boolean;
  signal?: AbortSignal;
}

/**
 * Who a call is made as, when not simply the session: registration writes with the new owner's
 * token before the session exists, and with an Idempotency-Key where the server accepts one.
 */
export type CallAs = Pick<RequestOptions, 'token' | 'headers'>;

export interface ApiClient {
  /** The API base this client calls, once known. */
  baseUrl(): Promise<string>;
  /** How long a call waits for its answer before it is given up (a NetworkError). */
  readonly timeoutMs: number;
  get(path: string, options?: RequestOptions): Promise<unknown>;
  post(path: string, body: unknown, options?: RequestOptions): Promise<unknown>;
  put(path: string, body: unknown, options?: RequestOptions): Promise<unknown>;
  delete(path: string, options?: RequestOptions): Promise<unknown>;
  /** A GET whose answer is read as it arrives (the sync event stream): no timeout, no parsing. */
  stream(path: string, options?: RequestOptions): Promise<ReadableStream<Uint8Array>>;
  /** A GET of a file (a receipt's PDF): its bytes and the name the server gave it, if any. */
  file(path: string, accept: string, options?: RequestOptions): Promise<DownloadedFile>;
}

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition's filename; null when the server named none. */
  fileName: string | null;
}

/** `attachment; filename="receipt-PPR-2026-0042.pdf"` → 'receipt-PPR-2026-0042.pdf'. */
export function dispositionFileName(header: string | null): string | null {
  const match = header ? /filename="?([^";]+)"?/i.exec(header) : null;
  return match?.[1] ?? null;
}

const DEFAULT_TIMEOUT_MS = 15_000;

export function createApiClient(options: ApiClientOptions): ApiClient {
  const base = Promise.resolve(options.baseUrl);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const http: Promise<KyInstance> = base.then((prefixUrl) =>
    ky.create({
      prefixUrl,
      timeout: timeoutMs,
      retry: 0,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    }),
  );

  async function respond(
    method: string,
    path: string,
    body: unknown,
    request: RequestOptions,
    accept = 'application/json',
  ): Promise<Response> {
    // Only the session's own token is renewed: a call made as someone else (registration) is not.
    const ownToken = request.token === undefined && request.auth !== false;
    const token = request.token ?? (request.auth === false ? null : options.getToken());
    try {
      return await attempt(method, path, body, request, accept, token);
    } catch (error) {
      if (!(ownToken && token && options.renew && error instanceof ApiError && error.status === 401))
        throw error;
      const renewed = await options.renew(token);
      if (!renewed) throw error;
      return attempt(method, path, body, request, accept, renewed);
    }
  }

  async function attempt(
    method: string,
    path: string,
    body: unknown,
    request: RequestOptions,
    accept: string,
    token: string | null,
  ): Promise<Response> {
    const relative = path.replace(/^\//, '');
    const headers: Record<string, string> = { Accept: accept, ...request.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      const response = await (await http)(relative, {
        method,
        headers,
        ...(body === undefined ? {} : { json: body }),
        ...(request.query ? { searchParams: request.query } : {}),
        ...(request.signal ? { signal: request.signal } : {}),
        ...(request.cookies ? { credentials: 'include' as const } : {}),
        ...(request.keepalive ? { keepalive: true } : {}),
        // A stream stays open for hours: only the caller's signal ends it.
        ...(accept === 'text/event-stream' ? { timeout: false as const } : {}),
      });
      options.onReachability?.('reachable');
      return response;
    } catch (error) {
      const typed = await toTypedError(error, { method: method.toUpperCase(), path: relative });
      if (typed instanceof NetworkError && !(typed instanceof CorsError) && !typed.timedOut) {
        // fetch gives the same TypeError for a dead link and for a CORS refusal: ask once more,
        // in a way CORS cannot refuse, whether the server is there at all.
        if (await answersWithoutCors(await base, fetchImpl)) {
          options.onReachability?.('cors-refused');
          throw new CorsError(typed.request, pageOrigin());
        }
      }
      if (typed instanceof ApiError) options.onReachability?.('reachable');
      else if (typed instanceof NetworkError) options.onReachability?.('unreachable');
      throw typed;
    }
  }

  async function send(method: string, path: string, body: unknown, request: RequestOptions = {}) {
    const wire = request.raw ? null : ((await options.wire?.()) ?? null);
    if (!wire) return readBody(await respond(method, path, body, request));
    const call = await wire.request({ method, path, query: request.query, body });
    const { query: _query, ...rest } = request;
    const sent = { ...rest, ...(call.query ? { query: call.query } : {}) };
    return wire.answer(await readBody(await respond(method, call.path, call.body, sent)), call);
  }

  return {
    baseUrl: () => base,
    timeoutMs,
    async stream(path, request = {}) {
      const response = await respond('get', path, undefined, request, 'text/event-stream');
      if (!response.body)
        throw new NetworkError('The server sent no stream.', false, { method: 'GET', path });
      return response.body;
    },
    async file(path, accept, request = {}) {
      const response = await respond('get', path, undefined, request, accept);
      return {
        blob: await response.blob(),
        fileName: dispositionFileName(response.headers.get('content-disposition')),
      };
    },
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

type RequestLine = { method: string; path: string };

async function toTypedError(error: unknown, request: RequestLine): Promise<unknown> {
  if (error instanceof HTTPError) {
    let body: unknown = null;
    try {
      body = await readBody(error.response);
    } catch {
      // A body that cannot be read still leaves the status to classify by.
    }
    return apiErrorFromBody(error.response.status, error.response.statusText, body, request);
  }
  if (error instanceof ApiError || error instanceof NetworkError) return error;
  // A caller's own abort (TanStack Query cancelling a query) is not a network failure.
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  if (error instanceof TimeoutError)
    return new NetworkError('The server did not answer in time.', true, request);
  return new NetworkError(error instanceof Error ? error.message : 'Network request failed.', false, request);
}

function pageOrigin(): string | null {
  return typeof location === 'undefined' ? null : location.origin;
}

/**
 * Whether a server on another origin answers at all: a `no-cors` request gets an opaque answer
 * from any server that is up, and fails only when the link or the server is down. A same-origin
 * API (or no page at all, as in tests) is never refused by CORS, and an offline browser reaches
 * nobody, so neither is asked.
 */
async function answersWithoutCors(baseUrl: string, fetchImpl: FetchLike): Promise<boolean> {
  const origin = pageOrigin();
  if (origin === null || globalThis.navigator?.onLine === false) return false;
  const target = new URL(baseUrl, origin);
  if (target.origin === origin) return false;
  try {
    await fetchImpl(target.href, { mode: 'no-cors', cache: 'no-store', credentials: 'omit' });
    return true;
  } catch {
    return false;
  }
}

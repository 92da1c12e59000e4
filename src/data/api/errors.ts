// Typed failures of the API layer. Callers classify these (the replayer by status, screens by
// kind); the API layer itself never shows or redirects anything.

/** The server answered with a non-2xx status; fields come from Strapi's `error` envelope. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    /** Strapi's error name, e.g. 'ValidationError', 'ConflictError'. */
    readonly errorName: string,
    message: string,
    readonly details: unknown,
  ) {
    super(message);
  }
}

/** No answer at all: the fetch failed (offline, DNS, connection reset) or timed out. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    message: string,
    readonly timedOut = false,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}

/** 401, and Strapi's 403 for a missing token: the session must be renewed before retrying. */
export function isAuthError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Build an ApiError from a response body that may or may not be Strapi's error envelope. */
export function apiErrorFromBody(status: number, statusText: string, body: unknown): ApiError {
  const error = isRecord(body) && isRecord(body.error) ? body.error : null;
  const name = error && typeof error.name === 'string' ? error.name : `HTTP${status}`;
  const message = error && typeof error.message === 'string' ? error.message : statusText || `HTTP ${status}`;
  return new ApiError(status, name, message, error ? (error.details ?? null) : null);
}

// The capabilities call: our server announces itself; a plain Strapi v4 answers 404. The request
// is a bare GET with no token and no custom header, so no server's CORS preflight can refuse it.
import {
  CAPABILITIES_PATH,
  PLAIN_STRAPI_CAPABILITIES,
  readCapabilities,
  type ServerCapabilities,
} from '@/domain/wire/server-capabilities';
import { isApiError } from './api-errors';
import type { ApiClient } from './client';
import { UnexpectedShapeError } from './strapi';

/** Statuses that mean "no such route here": the server is not ours, so it speaks plain Strapi. */
const NOT_OURS = new Set([403, 404, 405]);

/** Which server this is; throws NetworkError (or a 5xx ApiError) when it cannot tell yet. */
export async function fetchCapabilities(api: ApiClient, signal?: AbortSignal): Promise<ServerCapabilities> {
  try {
    const body = await api.get(CAPABILITIES_PATH, { auth: false, raw: true, ...(signal ? { signal } : {}) });
    const capabilities = readCapabilities(body);
    if (!capabilities) throw new UnexpectedShapeError('The capabilities answer is not one this app reads');
    return capabilities;
  } catch (error) {
    if (isApiError(error) && NOT_OURS.has(error.status)) return PLAIN_STRAPI_CAPABILITIES;
    throw error;
  }
}

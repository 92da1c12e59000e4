// The deploy-time settings of a built app: `config.json` beside index.html. One reader for the
// app (which API to call) and for our server (which API origin its Content-Security-Policy allows).

export interface RuntimeConfig {
  /** The API base, e.g. 'https://strapi.club.example/api' or '/api'; null when not set. */
  apiUrl: string | null;
}

export const RUNTIME_CONFIG_FILE = 'config.json';
export const DEFAULT_API_URL = '/api';

/** An absolute http(s) URL or a path on this origin; anything else is not an API address. */
export function isApiUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === ''
    );
  } catch {
    return false;
  }
}

/** Reads a parsed config.json; an unusable `apiUrl` is reported so the operator can fix the file. */
export function readRuntimeConfig(body: unknown): { config: RuntimeConfig; problem: string | null } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { config: { apiUrl: null }, problem: 'it must hold a JSON object' };
  }
  const { apiUrl } = body as Record<string, unknown>;
  if (apiUrl === undefined || apiUrl === null || apiUrl === '')
    return { config: { apiUrl: null }, problem: null };
  if (typeof apiUrl !== 'string' || !isApiUrl(apiUrl.trim())) {
    return {
      config: { apiUrl: null },
      problem: `apiUrl must be an http(s) URL or a path such as /api, not ${JSON.stringify(apiUrl)}`,
    };
  }
  return { config: { apiUrl: apiUrl.trim().replace(/\/+$/, '') }, problem: null };
}

/**
 * The API base to use: config.json's (deploy time) over VITE_API_URL (build time) over '/api'.
 * Trailing slashes are dropped so paths join the same way whatever was written.
 */
export function chooseApiUrl(config: RuntimeConfig | null, buildTime: string | undefined): string {
  const chosen = config?.apiUrl ?? (buildTime?.trim() ? buildTime.trim() : DEFAULT_API_URL);
  return chosen.replace(/\/+$/, '') || DEFAULT_API_URL;
}

/** The origin a configured API lives on, when it is not this page's own ('/api' has none). */
export function apiOrigin(apiUrl: string | null): string | null {
  if (!apiUrl || apiUrl.startsWith('/')) return null;
  return new URL(apiUrl).origin;
}

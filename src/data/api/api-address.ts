// Reads config.json beside index.html: the API address a deployment points one built app at,
// over VITE_API_URL from the build. A missing file is normal; a broken one is logged and ignored.
import {
  chooseApiUrl,
  RUNTIME_CONFIG_FILE,
  type RuntimeConfig,
  readRuntimeConfig,
} from '@/domain/wire/deploy-config';
import type { FetchLike } from './client';

export interface ApiBaseOptions {
  fetch?: FetchLike;
  /** Where config.json lives, e.g. '/config.json'. */
  configUrl?: string;
  buildTime?: string | undefined;
}

async function readConfigFile(fetchImpl: FetchLike, url: string): Promise<RuntimeConfig | null> {
  try {
    // no-cache: a new config.json applies at the next start; the service worker answers offline.
    const response = await fetchImpl(url, { cache: 'no-cache', credentials: 'same-origin' });
    if (!response.ok) return null;
    const { config, problem } = readRuntimeConfig(await response.json());
    if (problem) console.error(`${RUNTIME_CONFIG_FILE}: ${problem}`);
    return config;
  } catch (error) {
    console.error(`${RUNTIME_CONFIG_FILE} could not be read`, error);
    return null;
  }
}

/** The API base this app should call, once config.json has been looked at. */
export async function loadApiBaseUrl(options: ApiBaseOptions = {}): Promise<string> {
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const url = options.configUrl ?? `${import.meta.env.BASE_URL}${RUNTIME_CONFIG_FILE}`;
  return chooseApiUrl(
    await readConfigFile(fetchImpl, url),
    options.buildTime ?? import.meta.env.VITE_API_URL,
  );
}

// Which Strapi version signed this device in at each API address (docs/decisions/0035), kept in the
// browser's storage: the capabilities call cannot tell Strapi 4 from 5, and a reload must not forget it.
import type { StrapiVersion } from './choose-adapter';

const STORAGE_KEY = 'ppr-desk.strapi-version';

export interface StrapiVersions {
  read(baseUrl: string): StrapiVersion | null;
  write(baseUrl: string, version: StrapiVersion): void;
}

function readAll(storage: Storage | undefined): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function storedStrapiVersions(storage: Storage | undefined): StrapiVersions {
  return {
    read(baseUrl) {
      const version = readAll(storage)[baseUrl];
      return version === 4 || version === 5 ? version : null;
    },
    write(baseUrl, version) {
      try {
        storage?.setItem(STORAGE_KEY, JSON.stringify({ ...readAll(storage), [baseUrl]: version }));
      } catch {
        // Storage full or refused: the next sign-in tells the version again.
      }
    },
  };
}

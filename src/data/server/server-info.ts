// Which server this session talks to, as its adapter: asked once per session (one request in flight
// at most) and remembered between sessions through the mirror, so the desk can say which server it used last.
import { fetchCapabilities } from '@/data/api/capabilities';
import type { ApiClient } from '@/data/api/client';
import type { ServerCapabilities } from '@/domain/wire/server-capabilities';
import { type Message, msg } from '@/i18n/messages';
import { createValueStore } from '@/lib/value-store';
import { adapterFor, type StrapiVersion, withStrapiVersion } from './choose-adapter';
import { createDocumentKeys, type DocumentKeyStorage } from './document-keys';
import type { ServerAdapter } from './server-adapter';
import { type StrapiVersions, storedStrapiVersions } from './strapi-versions';

export interface KnownServer {
  adapter: ServerAdapter;
  /** True once this session has asked the server itself; false for a remembered answer. */
  confirmed: boolean;
}

export interface ServerInfo {
  /**
   * This session's answer, asking the server the first time. Writes wait for it: no custom
   * header goes to a server before it has said, in this session, that it accepts it.
   */
  detect(): Promise<ServerAdapter>;
  /** What is known now without a request (this session's answer, else a remembered one). */
  known(): KnownServer | null;
  /** An answer from an earlier session (the mirror's), shown until this session's arrives. */
  remember(capabilities: ServerCapabilities): void;
  /**
   * What a sign-in answer showed: a Strapi 5 (its user has a documentId) or not. Kept for the API
   * address, so the capabilities call's "a plain Strapi" is read as that version from now on.
   */
  signedInWith(version: StrapiVersion): Promise<void>;
  /** Where a Strapi 5's document keys are kept from now on (the mirror, once the desk opened it). */
  keepDocumentKeysIn(storage: DocumentKeyStorage): void;
  subscribe(listener: () => void): () => void;
}

export interface ServerInfoOptions {
  /** This device's memory of each address's Strapi version (the browser's storage in the app). */
  versions?: StrapiVersions;
}

export function createServerInfo(api: ApiClient, options: ServerInfoOptions = {}): ServerInfo {
  const known = createValueStore<KnownServer | null>(null);
  const versions = options.versions ?? storedStrapiVersions(undefined);
  const keys = createDocumentKeys();
  let asking: Promise<ServerAdapter> | null = null;

  const asVersionKnown = async (capabilities: ServerCapabilities): Promise<ServerCapabilities> => {
    const version = versions.read(await api.baseUrl());
    return version ? withStrapiVersion(capabilities, version) : capabilities;
  };

  return {
    detect() {
      const now = known.get();
      if (now?.confirmed) return Promise.resolve(now.adapter);
      asking ??= fetchCapabilities(api)
        .then(asVersionKnown)
        .then(
          (capabilities) => {
            const adapter = adapterFor(capabilities, { keys, api });
            known.set({ adapter, confirmed: true });
            return adapter;
          },
          (error: unknown) => {
            // No answer yet (offline): the next write or screen asks again.
            asking = null;
            throw error;
          },
        );
      return asking;
    },
    known: known.get,
    remember(capabilities) {
      if (!known.get()?.confirmed)
        known.set({ adapter: adapterFor(capabilities, { keys, api }), confirmed: false });
    },
    async signedInWith(version) {
      versions.write(await api.baseUrl(), version);
      const now = known.get();
      if (!now?.confirmed) return;
      const capabilities = withStrapiVersion(now.adapter.capabilities, version);
      if (capabilities !== now.adapter.capabilities)
        known.set({ adapter: adapterFor(capabilities, { keys, api }), confirmed: true });
    },
    keepDocumentKeysIn: (storage) => keys.keepIn(storage),
    subscribe: known.subscribe,
  };
}

/**
 * "Server: Strapi 4 (https://strapi.club.example/api)" for Settings and the sync panel, in the
 * desk's language: which server, where, and whether this session has heard from it yet.
 */
export function serverDescription(known: KnownServer | null, baseUrl: string | null): Message {
  const state = !known ? 'unknown' : known.confirmed ? 'known' : 'remembered';
  const at = baseUrl ? { at: 'yes', address: baseUrl } : { at: 'no' };
  return msg('sync.server', { state, server: known?.adapter.name ?? 'none', ...at });
}

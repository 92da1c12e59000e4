// Which server this session talks to: asked once per session (one request in flight at most) and
// remembered between sessions through the mirror, so the desk can say which server it used last.
import { fetchCapabilities } from '@/data/api/capabilities';
import type { ApiClient } from '@/data/api/client';
import type { ServerCapabilities } from '@/domain/wire/server-capabilities';
import { type Message, msg } from '@/i18n/messages';
import { createValueStore } from '@/lib/value-store';

export interface KnownServer {
  capabilities: ServerCapabilities;
  /** True once this session has asked the server itself; false for a remembered answer. */
  confirmed: boolean;
}

export interface ServerInfo {
  /**
   * This session's answer, asking the server the first time. Writes wait for it: no custom
   * header goes to a server before it has said, in this session, that it accepts it.
   */
  detect(): Promise<ServerCapabilities>;
  /** What is known now without a request (this session's answer, else a remembered one). */
  known(): KnownServer | null;
  /** An answer from an earlier session (the mirror's), shown until this session's arrives. */
  remember(capabilities: ServerCapabilities): void;
  subscribe(listener: () => void): () => void;
}

export function createServerInfo(api: ApiClient): ServerInfo {
  const known = createValueStore<KnownServer | null>(null);
  let asking: Promise<ServerCapabilities> | null = null;

  return {
    detect() {
      const now = known.get();
      if (now?.confirmed) return Promise.resolve(now.capabilities);
      asking ??= fetchCapabilities(api).then(
        (capabilities) => {
          known.set({ capabilities, confirmed: true });
          return capabilities;
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
      if (!known.get()?.confirmed) known.set({ capabilities, confirmed: false });
    },
    subscribe: known.subscribe,
  };
}

/**
 * "Server: Strapi v4 (https://strapi.club.example/api)" for Settings and the sync panel, in the
 * desk's language: which server, where, and whether this session has heard from it yet.
 */
export function serverDescription(known: KnownServer | null, baseUrl: string | null): Message {
  const at = baseUrl ? { address: baseUrl } : {};
  if (!known) return baseUrl ? msg('sync.server.unknownAt', at) : msg('sync.server.unknown');
  // The catalog names each dialect ('PPR Desk server', 'Strapi v4'): a select over these values.
  const server = known.capabilities.dialect === 'ppr-desk' ? 'pprDesk' : 'strapi';
  if (known.confirmed)
    return baseUrl ? msg('sync.server.knownAt', { server, ...at }) : msg('sync.server.known', { server });
  return baseUrl
    ? msg('sync.server.rememberedAt', { server, ...at })
    : msg('sync.server.remembered', { server });
}

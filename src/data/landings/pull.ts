// The sync pull of our server (docs/decisions/0010): the club's landings written after a cursor,
// one page at a time, with the next cursor, whether the settings moved, and what was deleted.
import type { ApiClient } from '@/data/api/client';
import { toLanding } from '@/data/api/normalise';
import { UnexpectedShapeError, unwrapCollection } from '@/data/api/strapi';
import type { Landing } from '@/domain/wire/entities';

export interface PulledPage {
  /** The page's answer as it came: read into landings by `landingsOf`, after the next page is asked for. */
  body: unknown;
  cursor: string;
  /** Another page follows at once. */
  more: boolean;
  /** The cursor was not this server's any more: the club's landings are all being sent again. */
  reset: boolean;
  /** Landings deleted on the server since the cursor. */
  deleted: number[];
  /** The club's settings changed since the cursor (always true on a first sync or a reset). */
  settings: boolean;
}

export const SYNC_PAGE_SIZE = 1000;

function readSync(meta: unknown): Omit<PulledPage, 'body'> {
  const sync = (meta as { sync?: Record<string, unknown> } | undefined)?.sync;
  if (!sync || typeof sync.cursor !== 'string')
    throw new UnexpectedShapeError('Expected meta.sync in a sync pull');
  const deleted = Array.isArray(sync.deleted)
    ? sync.deleted.filter((id): id is number => typeof id === 'number')
    : [];
  return {
    cursor: sync.cursor,
    more: sync.more === true,
    reset: sync.reset === true,
    deleted,
    settings: sync.settings !== false,
  };
}

/**
 * One page after `since` (null: from the start), its landings not yet read: the caller asks for the
 * next page with the cursor first, so the server works on it while this one is read and stored.
 * Throws the API layer's errors (400: a bad cursor).
 */
export async function pullLandings(
  api: ApiClient,
  since: string | null,
  signal?: AbortSignal,
): Promise<PulledPage> {
  const query = new URLSearchParams({
    limit: String(SYNC_PAGE_SIZE),
    ...(since ? { since } : {}),
  }).toString();
  const body = await api.get('sync/landings', { query, ...(signal ? { signal } : {}) });
  const meta = (body as { meta?: unknown } | null)?.meta;
  return { body, ...readSync(meta) };
}

/**
 * The page's landings. One landing the desk cannot read fails the page whole: nothing of it stored,
 * the cursor kept (docs/decisions/0034).
 */
export function landingsOf(page: PulledPage): Landing[] {
  return unwrapCollection(page.body).rows.map(toLanding);
}

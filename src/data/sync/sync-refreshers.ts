// The refresh contract shared by the settings refreshers and the landing list reads: what one
// needs (API, mirror, clock, club), and recording when a collection was last brought up to date.
import type { ApiClient } from '@/data/api/client';
import { markSynced } from '@/data/db/meta';
import type { PprDb } from '@/data/db/schema';
import type { Clock } from '@/domain/time/clock';

export interface RefreshDeps {
  api: ApiClient;
  db: PprDb;
  clock: Clock;
  clubId: number;
}

export interface RefreshResult {
  count: number;
  syncedAt: string;
}

/** Record the sync time of one collection for this club; the header shows the latest. */
export async function finish(deps: RefreshDeps, collection: string, count: number): Promise<RefreshResult> {
  const at = deps.clock.now();
  await markSynced(deps.db, collection, deps.clubId, at);
  return { count, syncedAt: at.toISOString() };
}

// Our server's sync pull into the mirror (docs/decisions/0010, 0041): every page after the club's
// cursor, each stored while the next is on its way, then the new cursor saved. Owns no state.
import type { ApiClient } from '@/data/api/client';
import type { PprDb } from '@/data/db/schema';
import { readCursor, saveCursor } from '@/data/landings/cursor';
import { dropLandingsNotIn, removeServerLandings, writeServerLandings } from '@/data/landings/mirror';
import { landingsOf, pullLandings } from '@/data/landings/pull';
import type { Clock } from '@/domain/time/clock';

export interface PullChangesDeps {
  api: ApiClient;
  db: PprDb;
  clock: Clock;
  clubId: number;
  /** The live sync stopped (signed out, a StrictMode stop): nothing more is asked of the server. */
  stopped(): boolean;
  /** A first pull's head start, run while its first page is on its way (docs/decisions/0056). */
  aheadOfFirstPull(): Promise<void>;
  /** The club's settings changed on the server since the cursor: read them again. */
  onSettingsChanged(): void;
}

/**
 * Every page after the cursor, each read and stored while the next one is on its way. A first sync
 * or a reset sends every landing: at its end, the ones it did not send are dropped. The cursor is
 * saved only at the end, so a pull cut off half-way starts again from where the last one ended.
 */
export async function pullChanges(deps: PullChangesDeps): Promise<void> {
  const { api, db, clock, clubId } = deps;
  let cursor = await readCursor(db, clubId);
  if (deps.stopped()) return;
  const first = cursor === null;
  let seen: Set<number> | null = first ? new Set() : null;
  let settings = false;
  let next = pullLandings(api, cursor);
  if (first) {
    next.catch(() => undefined);
    await deps.aheadOfFirstPull();
  }
  for (;;) {
    const page = await next;
    if (page.more) {
      next = pullLandings(api, page.cursor);
      // Awaited on the next turn; marked handled now, in case storing this page fails first.
      next.catch(() => undefined);
    }
    if (page.reset) seen = new Set();
    const landings = landingsOf(page);
    await writeServerLandings(db, landings, clubId);
    if (!seen) await removeServerLandings(db, page.deleted);
    for (const landing of landings) seen?.add(landing.id);
    settings ||= page.settings;
    cursor = page.cursor;
    if (!page.more) break;
  }
  if (seen) await dropLandingsNotIn(db, clubId, seen);
  await saveCursor(db, clubId, cursor, clock.now());
  // A device's first sync: the settings refreshers are reading everything already.
  if (settings && !first) deps.onSettingsChanged();
}

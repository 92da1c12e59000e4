// History beyond one page: 250 extra finished landings written straight into the server's SQLite,
// then the history refresher pages through them (100 per request) and the mirror holds them all.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { readHistory } from '@/data/landings/list-reads';
import { historyBooks } from '@/domain/books/history-books';
import { historyLandings } from '@/domain/books/history-view';
import { todayIsoDate } from '@/domain/time/instants';
import { type SyncHarness, withSyncHarness } from '@/test/sync-harness';
import { finishedLandingsOfClub } from './mirror';

let h: SyncHarness;
const DAY = 86_400_000;

withSyncHarness((started) => {
  h = started;
});

async function insertFinishedLandings(count: number): Promise<void> {
  const db = h.server.db;
  const aircraft = await db.selectFrom('aircrafts').select('id').executeTakeFirstOrThrow();
  const pilot = await db
    .selectFrom('users')
    .select('id')
    .where('id', '!=', h.userId)
    .executeTakeFirstOrThrow();
  const now = h.clock.now().getTime();
  const rows = Array.from({ length: count }, (_, i) => {
    const ata = new Date(now - (100 + i) * DAY);
    const departure = new Date(ata.getTime() + 2 * 3_600_000);
    return {
      club_id: h.clubId,
      aircraft_id: aircraft.id,
      user_id: pilot.id,
      from_id: null,
      date: ata.toISOString().slice(0, 10),
      time: ata.toISOString().slice(11, 23),
      status: 'finished',
      permission: 1,
      landing_permission: 1,
      paymentStatus: (['Paid', 'Pending', 'Captive'] as const)[i % 3],
      ata: ata.toISOString(),
      departure: departure.toISOString(),
      price: 20 + (i % 7) * 0.35,
      landingPurpose: null,
      passengers_on_board: '["Pilot"]',
      time_parked: '2h 0m',
      email: null,
      createdAt: ata.toISOString(),
      updatedAt: ata.toISOString(),
    };
  });
  // SQLite caps bound parameters per statement: insert in slices.
  for (let start = 0; start < rows.length; start += 40) {
    await db
      .insertInto('landings')
      .values(rows.slice(start, start + 40))
      .execute();
  }
}

/** The server's own count and income of finished, permitted past landings of the club. */
async function serverTotals(): Promise<{ count: number; cents: number }> {
  const today = todayIsoDate(h.clock);
  const row = await h.server.db
    .selectFrom('landings')
    .select([
      sql<number>`count(*)`.as('count'),
      sql<number>`sum(cast(round(price * 100) as integer))`.as('cents'),
    ])
    .where('club_id', '=', h.clubId)
    .where('status', '=', 'finished')
    .where('permission', '=', 1)
    .where('date', '<=', today)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), cents: Number(row.cents) };
}

describe('history beyond one page', () => {
  it('pages through 100 at a time, keeps every landing in the mirror, and the tiles count them all', async () => {
    await insertFinishedLandings(250);
    const expected = await serverTotals();
    expect(expected.count).toBeGreaterThanOrEqual(250 + 60);

    await readHistory({ api: h.api, db: h.db, clock: h.clock, clubId: h.clubId });

    const pages = h.network.sent.filter((request) => request.path === '/api/landings');
    expect(pages.length).toBe(Math.ceil(expected.count / 100));
    const mirror = await finishedLandingsOfClub(h.db, h.clubId);
    const listed = historyLandings(mirror);
    expect(listed).toHaveLength(expected.count);
    const books = historyBooks(listed);
    expect(books.landings).toBe(expected.count);
    expect(books.billedCents).toBe(expected.cents);
  });
});

describe('cancelled requests', () => {
  it('come with the history refresh, are listed, and are never counted', async () => {
    const db = h.server.db;
    const finished = await db
      .selectFrom('landings')
      .selectAll()
      .where('club_id', '=', h.clubId)
      .where('status', '=', 'finished')
      .executeTakeFirstOrThrow();
    const { id: _id, ...copy } = finished;
    const { id } = await db
      .insertInto('landings')
      .values({ ...copy, ppr: null, status: 'cancelled', ata: null, departure: null, price: 999 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = await serverTotals();

    await readHistory({ api: h.api, db: h.db, clock: h.clock, clubId: h.clubId });

    const listed = historyLandings(await finishedLandingsOfClub(h.db, h.clubId));
    expect(listed.find((row) => row.id === id)?.status).toBe('cancelled');
    const books = historyBooks(listed);
    expect(books.landings).toBe(before.count);
    expect(books.billedCents).toBe(before.cents);
  });
});

// Writes landings straight into a running desk server's SQLite file (WAL lets a second connection
// write beside the server): data no API call can create, such as pending requests or thousands
// of finished landings. Owns nothing beyond the connection it opens and closes per call.
import Database from 'better-sqlite3';

export type SeedKind = 'pending' | 'finished';

interface Refs {
  clubId: number;
  aircraftIds: number[];
  pilots: { id: number; name: string }[];
}

function refs(db: Database.Database, ownerEmail: string): Refs {
  const owner = db
    .prepare('SELECT clubOwner_id AS clubId FROM users WHERE lower(email) = lower(?)')
    .get(ownerEmail) as { clubId: number | null } | undefined;
  if (!owner?.clubId) throw new Error(`${ownerEmail} owns no club in this database`);
  const aircraftIds = (db.prepare('SELECT id FROM aircrafts ORDER BY id').all() as { id: number }[]).map(
    (a) => a.id,
  );
  const pilots = db
    .prepare('SELECT id, coalesce(name, username) AS name FROM users WHERE clubOwner_id IS NULL ORDER BY id')
    .all() as { id: number; name: string }[];
  if (aircraftIds.length === 0 || pilots.length === 0) throw new Error('the seed has no aircraft or pilots');
  return { clubId: owner.clubId, aircraftIds, pilots };
}

/** The seeded demo owner (server/src/db/seed.ts); not imported from fixtures so the bench can use this file. */
const DEMO_OWNER = 'owner@example.com';
const DAY = 86_400_000;
const startOfUtcDay = (ms: number) => ms - (ms % DAY);

/**
 * Inserts `count` landings for the owner's club and returns their ids. Pending ones are undecided
 * requests from tomorrow on (so they stay on the movements screen all day); finished ones are
 * accepted landings that departed on earlier days, one to five a day going back.
 */
export function insertLandings(
  databaseFile: string,
  kind: SeedKind,
  count: number,
  ownerEmail: string = DEMO_OWNER,
): number[] {
  const db = new Database(databaseFile);
  try {
    db.pragma('busy_timeout = 10000');
    const { clubId, aircraftIds, pilots } = refs(db, ownerEmail);
    const now = new Date().toISOString();
    const insert = db.prepare(`INSERT INTO landings
      (club_id, aircraft_id, user_id, from_id, date, time, status, permission, landing_permission,
       paymentStatus, ata, departure, price, landingPurpose, passengers_on_board, time_parked, email,
       createdAt, updatedAt)
      VALUES (@club_id, @aircraft_id, @user_id, NULL, @date, @time, @status, @permission, @permission,
       @paymentStatus, @ata, @departure, @price, 'Tourism', @passengers, @time_parked, NULL, @now, @now)`);
    const today = startOfUtcDay(Date.now());
    const ids: number[] = [];
    db.transaction(() => {
      for (let i = 0; i < count; i++) {
        const pilot = pilots[i % pilots.length];
        const aircraftId = aircraftIds[i % aircraftIds.length];
        if (!pilot || aircraftId === undefined) throw new Error('unreachable: non-empty lists');
        const common = {
          club_id: clubId,
          aircraft_id: aircraftId,
          user_id: pilot.id,
          passengers: JSON.stringify([pilot.name]),
          price: 20 + (i % 7) * 5,
          now,
        };
        const row =
          kind === 'pending'
            ? {
                ...common,
                date: new Date(today + (1 + (i % 5)) * DAY).toISOString().slice(0, 10),
                time: `${String(8 + (i % 10)).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}:00.000`,
                status: 'pending',
                permission: null,
                paymentStatus: 'Pending',
                ata: null,
                departure: null,
                time_parked: null,
              }
            : finishedRow(common, today - (1 + Math.floor(i / 3)) * DAY, i);
        ids.push(Number(insert.run(row).lastInsertRowid));
      }
    })();
    return ids;
  } finally {
    db.close();
  }
}

/**
 * Makes the owner's pending and parked landings the club's latest changes, as a club's current
 * movements are: a first sync then sends them last (rows inserted above keep change_seq 0).
 */
export function makeMovementsLatest(databaseFile: string, ownerEmail: string = DEMO_OWNER): void {
  const db = new Database(databaseFile);
  try {
    db.pragma('busy_timeout = 10000');
    const { clubId } = refs(db, ownerEmail);
    db.transaction(() => {
      const seq = db
        .prepare(
          `INSERT INTO sync_clubs (club_id, last_seq) VALUES (?, 1)
           ON CONFLICT (club_id) DO UPDATE SET last_seq = last_seq + 1 RETURNING last_seq`,
        )
        .pluck()
        .get(clubId) as number;
      db.prepare(
        `UPDATE landings SET change_seq = ? WHERE club_id = ? AND status IN ('pending', 'parked')`,
      ).run(seq, clubId);
    })();
  } finally {
    db.close();
  }
}

function finishedRow(common: Record<string, unknown>, day: number, i: number) {
  const ata = new Date(day + (8 + (i % 3) * 3) * 3_600_000);
  const departure = new Date(ata.getTime() + 90 * 60_000);
  return {
    ...common,
    date: ata.toISOString().slice(0, 10),
    time: ata.toISOString().slice(11, 23),
    status: 'finished',
    permission: 1,
    paymentStatus: i % 3 === 0 ? 'Pending' : 'Paid',
    ata: ata.toISOString(),
    departure: departure.toISOString(),
    time_parked: '01:30:00',
  };
}

/**
 * Sets the fee (the price column, in euros) of one landing or of every landing in a status: a jet's
 * five-digit fee, which no seed has.
 */
export function setLandingPrices(
  databaseFile: string,
  price: number,
  which: { id: number } | { status: 'parked' | 'finished' },
): void {
  const db = new Database(databaseFile);
  try {
    db.pragma('busy_timeout = 10000');
    if ('id' in which) db.prepare('UPDATE landings SET price = ? WHERE id = ?').run(price, which.id);
    else db.prepare('UPDATE landings SET price = ? WHERE status = ?').run(price, which.status);
  } finally {
    db.close();
  }
}

/**
 * Makes one landing a visitor's, as a pilot's request files it: no aircraft or aerodrome of the
 * catalogue, its registration, type and origin as typed.
 */
export function makeVisitor(
  databaseFile: string,
  id: number,
  typed: { registration: string; aircraftType: string; origin: string },
): void {
  const db = new Database(databaseFile);
  try {
    db.pragma('busy_timeout = 10000');
    db.prepare(
      'UPDATE landings SET aircraft_id = NULL, from_id = NULL, registration = ?, aircraftType = ?, origin = ? WHERE id = ?',
    ).run(typed.registration, typed.aircraftType, typed.origin, id);
  } finally {
    db.close();
  }
}

// Writes single landings straight into a running desk server's SQLite file, for the books' browser
// test: visitors (a registration, type and origin typed, no aircraft or pilot record) and no-shows,
// which no desk action makes yet. Owns nothing beyond the connection it opens and closes per call.
import Database from 'better-sqlite3';

export interface LedgerRow {
  date: string;
  /** HH:mm, UTC. */
  time: string;
  status: 'pending' | 'finished' | 'no_show';
  permission: boolean | null;
  paymentStatus: 'Paid' | 'Pending' | 'Captive';
  price: number;
  /** Set for a visitor: the typed registration, type and origin. */
  visitor?: { registration: string; aircraftType: string; origin: string };
  /** The aircraft record and pilot of a member's landing (the first of each when omitted). */
  member?: boolean;
  passengers: string[];
  ata?: string | null;
  departure?: string | null;
}

export function insertLedgerRow(file: string, clubId: number, row: LedgerRow): number {
  const db = new Database(file);
  try {
    db.pragma('busy_timeout = 10000');
    const aircraft = db.prepare('SELECT id FROM aircrafts ORDER BY id LIMIT 1').get() as { id: number };
    const pilot = db
      .prepare(
        'SELECT id FROM users WHERE "callSign" IS NOT NULL AND clubOwner_id IS NULL ORDER BY id LIMIT 1',
      )
      .get() as { id: number };
    const now = new Date().toISOString();
    const permission = row.permission === null ? null : row.permission ? 1 : 0;
    const result = db
      .prepare(`INSERT INTO landings
        (club_id, aircraft_id, user_id, from_id, date, time, status, permission, landing_permission,
         paymentStatus, ata, departure, price, landingPurpose, passengers_on_board, time_parked, email,
         registration, aircraftType, origin, createdAt, updatedAt)
        VALUES (@club, @aircraft, @pilot, NULL, @date, @time, @status, @permission, @permission,
         @pay, @ata, @departure, @price, NULL, @pob, NULL, @email, @registration, @type, @origin,
         @now, @now)`)
      .run({
        club: clubId,
        aircraft: row.visitor ? null : aircraft.id,
        pilot: row.visitor ? null : pilot.id,
        date: row.date,
        time: `${row.time}:00.000`,
        status: row.status,
        permission,
        pay: row.paymentStatus,
        ata: row.ata ?? null,
        departure: row.departure ?? null,
        price: row.price,
        pob: JSON.stringify(row.passengers),
        email: row.visitor ? 'visitor@pilots.example' : null,
        registration: row.visitor?.registration ?? null,
        type: row.visitor?.aircraftType ?? null,
        origin: row.visitor?.origin ?? null,
        now,
      });
    return Number(result.lastInsertRowid);
  } finally {
    db.close();
  }
}

/**
 * How many landings History lists between two days (yyyy-MM-dd, inclusive), by its rule
 * (docs/product/movement-log.md): finished accepted ones up to today, cancelled and no-shows any day.
 */
export function historyRowCount(file: string, clubId: number, from: string, to: string): number {
  const db = new Database(file, { readonly: true });
  try {
    db.pragma('busy_timeout = 10000');
    const today = new Date().toISOString().slice(0, 10);
    const row = db
      .prepare(
        `SELECT count(*) AS count FROM landings WHERE club_id = ? AND date BETWEEN ? AND ?
         AND ((status = 'finished' AND permission = 1 AND date <= ?) OR status IN ('cancelled', 'no_show'))`,
      )
      .get(clubId, from, to, today) as { count: number };
    return Number(row.count);
  } finally {
    db.close();
  }
}

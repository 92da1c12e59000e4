// Landings filed from the public request page (ADR 0009): the request row (its idempotency key and
// whose email it counts against), its hashed status tokens, and the joined view the status page and
// the mails read.
import type { Db } from '../db/database';

export interface RequestKeyRow {
  landing_id: number;
  fingerprint: string | null;
}

export function findRequestByKey(db: Db, clubId: number, key: string): Promise<RequestKeyRow | undefined> {
  return db
    .selectFrom('pilot_requests')
    .select(['landing_id', 'fingerprint'])
    .where('club_id', '=', clubId)
    .where('request_key', '=', key)
    .executeTakeFirst();
}

/** How many requests an address has filed since `since`, over every club. */
export async function requestsByEmailSince(db: Db, emailLower: string, since: string): Promise<number> {
  const { n } = await db
    .selectFrom('pilot_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('email_lower', '=', emailLower)
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function insertPilotRequest(
  db: Db,
  row: { landingId: number; clubId: number; key: string | null; fingerprint: string | null; email: string },
  now: string,
): Promise<void> {
  await db
    .insertInto('pilot_requests')
    .values({
      landing_id: row.landingId,
      club_id: row.clubId,
      request_key: row.key,
      fingerprint: row.fingerprint,
      email_lower: row.email.toLowerCase(),
      createdAt: now,
    })
    .execute();
}

/** `confirms`: the token goes out in a mail, so opening it proves the address (ADR 0030). */
export async function addStatusToken(
  db: Db,
  landingId: number,
  hash: string,
  now: string,
  token: { confirms: boolean },
): Promise<void> {
  await db
    .insertInto('request_tokens')
    .values({ token_hash: hash, landing_id: landingId, confirms: token.confirms ? 1 : 0, createdAt: now })
    .execute();
}

/** A mail's status link was opened: the request's address is its pilot's, from now on. */
export async function confirmAddress(db: Db, landingId: number, now: string): Promise<void> {
  await db
    .updateTable('landings')
    .set({ confirmed_at: now })
    .where('id', '=', landingId)
    .where('confirmed_at', 'is', null)
    .execute();
}

/** A status token's row, with the date of the landing it opens (tokens end some days after it). */
export function findTokenRow(db: Db, hash: string) {
  return db
    .selectFrom('request_tokens')
    .innerJoin('landings', 'landings.id', 'request_tokens.landing_id')
    .select([
      'request_tokens.token_hash',
      'request_tokens.landing_id',
      'request_tokens.confirms',
      'landings.date',
    ])
    .where('request_tokens.token_hash', '=', hash)
    .executeTakeFirst();
}

/** Whether this token was already given for the landing (a replayed send answers with it again). */
export async function hasStatusToken(db: Db, landingId: number, hash: string): Promise<boolean> {
  const row = await db
    .selectFrom('request_tokens')
    .select('landing_id')
    .where('token_hash', '=', hash)
    .where('landing_id', '=', landingId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function isPilotRequest(db: Db, landingId: number): Promise<boolean> {
  const row = await db
    .selectFrom('pilot_requests')
    .select('landing_id')
    .where('landing_id', '=', landingId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * One request as its pilot and its mails see it: its own fields only. Its pilot is who was typed
 * for it, never an account (ADR 0030); of the pilot account the desk linked a landing to (a request
 * links none), only the address, where its mails go when none was typed
 * (docs/product/movement-log.md, "Mails").
 */
export function requestView(db: Db, landingId: number) {
  return db
    .selectFrom('landings')
    .innerJoin('clubs', 'clubs.id', 'landings.club_id')
    .leftJoin('aircrafts', 'aircrafts.id', 'landings.aircraft_id')
    .leftJoin('users as account', 'account.id', 'landings.user_id')
    .leftJoin('clubs as origin', 'origin.id', 'landings.from_id')
    .select([
      'landings.id',
      'landings.club_id',
      'landings.status',
      'landings.permission',
      'landings.date',
      'landings.time',
      'landings.etd',
      'landings.ata',
      'landings.registration',
      'landings.aircraftType',
      'landings.origin',
      'landings.landingPurpose',
      'landings.passengers_on_board',
      'landings.notes',
      'landings.price',
      'landings.fee_by_hand',
      'landings.fee_reason',
      'landings.paymentStatus',
      'landings.paid_cents',
      'landings.payment_method',
      'landings.refund_asked_at',
      'landings.ppr',
      'landings.reason',
      'landings.email',
      'landings.outsideHours',
      'landings.locale',
      'landings.cancelled_by',
      'landings.confirmed_at',
      'landings.paymentStatus',
      'landings.updatedAt',
      'aircrafts.name as aircraftName',
      'account.email as accountEmail',
      'origin.name1 as originName',
      'origin.name2 as originIcao',
      'clubs.name1 as clubName',
      'clubs.name2 as clubIcao',
      'clubs.slug as clubSlug',
      'clubs.email as clubEmail',
      'clubs.phone as clubPhone',
      'clubs.clock as clubClock',
      'clubs.stripe_charges_enabled as clubTakesPayments',
    ])
    .where('landings.id', '=', landingId)
    .executeTakeFirst();
}

export type RequestViewRow = NonNullable<Awaited<ReturnType<typeof requestView>>>;

export function requestServices(db: Db, landingId: number) {
  return db
    .selectFrom('landings_club_services')
    .innerJoin('club_services', 'club_services.id', 'landings_club_services.club_service_id')
    .innerJoin('services', 'services.id', 'club_services.service_id')
    .select(['services.name', 'club_services.price'])
    .where('landings_club_services.landing_id', '=', landingId)
    .orderBy('services.name')
    .execute();
}

/** The club a landing belongs to (it never changes). */
export async function clubOfLanding(db: Db, landingId: number): Promise<number> {
  const { club_id } = await db
    .selectFrom('landings')
    .select('club_id')
    .where('id', '=', landingId)
    .executeTakeFirstOrThrow();
  return club_id;
}

/** The pilot cancelled: the landing takes `changeSeq`, its club's next number (ADR 0010). Returns the club. */
export async function cancelLanding(
  db: Db,
  landingId: number,
  updatedAt: string,
  changeSeq: number,
): Promise<number> {
  const { club_id } = await db
    .updateTable('landings')
    .set({ status: 'cancelled', cancelled_by: 'pilot', updatedAt, change_seq: changeSeq })
    .where('id', '=', landingId)
    .returning('club_id')
    .executeTakeFirstOrThrow();
  return club_id;
}

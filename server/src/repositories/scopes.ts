// The conditions that confine a collection read to what the caller may see, on the reader's root
// table (alias t0). Route policies choose one; the SQL stays here with the rest.
import { type RawBuilder, sql } from 'kysely';

/** Rows that belong to the club through their club relation. */
export const ofClub = (clubId: number): RawBuilder<unknown> => sql`${sql.ref('t0.club_id')} = ${clubId}`;

/** The services the club offers now: its own, not removed (landings keep a removed one). */
export const offeredByClub = (clubId: number): RawBuilder<unknown> =>
  sql`${ofClub(clubId)} and ${sql.ref('t0.removed_at')} is null`;

/** The club row itself. */
export const isClub = (clubId: number): RawBuilder<unknown> => sql`${sql.ref('t0.id')} = ${clubId}`;

/** Pilot accounts: never an owner, with or without a club (ADR 0007). */
export const isPilot = (): RawBuilder<unknown> => sql`${sql.ref('t0.role')} = 'pilot'`;

/** The pilots the club has a reason to see: those named on its landings. */
export const pilotsOfClub = (clubId: number): RawBuilder<unknown> =>
  sql`(${isPilot()} and ${sql.ref('t0.id')} in (select ${sql.ref('l.user_id')} from ${sql.table('landings')} as ${sql.raw('l')} where ${sql.ref('l.club_id')} = ${clubId}))`;

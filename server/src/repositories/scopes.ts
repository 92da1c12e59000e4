// The conditions that confine a collection read to what the caller may see, on the reader's root
// table (alias t0). Route policies choose one; the SQL stays here with the rest.
import { type RawBuilder, sql } from 'kysely';

/** Rows that belong to the club through their club relation. */
export const ofClub = (clubId: number): RawBuilder<unknown> => sql`${sql.ref('t0.club_id')} = ${clubId}`;

/** The club row itself. */
export const isClub = (clubId: number): RawBuilder<unknown> => sql`${sql.ref('t0.id')} = ${clubId}`;

/** Pilots (accounts with no club) and the caller: never another club's owner. */
export const pilotsAndSelf = (userId: number): RawBuilder<unknown> =>
  sql`(${sql.ref('t0.clubOwner_id')} is null or ${sql.ref('t0.id')} = ${userId})`;

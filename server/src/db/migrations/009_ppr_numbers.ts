// Migration 009 (docs/product/movement-log.md, "The PPR number" and "Pricing"): every landing gets a
// PPR number per club and year from a counter that only ever goes up, so a number is never given
// twice, not even after its landing is deleted; landings already there are numbered in the order
// they were created (createdAt, then id). A landing also keeps a fee the desk set by hand with its
// reason, and the MTOW declared for an aircraft the club does not know.
import { type Kysely, sql } from 'kysely';
import { formatPpr, pprYear } from '@/domain/landings/ppr-number';
import { columnTypes } from './column-types';

interface Numbered {
  id: number;
  club_id: number;
  createdAt: string;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('ppr_counters')
    .addColumn('club_id', t.int, (c) => c.notNull().references('clubs.id').onDelete('cascade'))
    .addColumn('year', t.int, (c) => c.notNull())
    // The last number given in this club and year.
    .addColumn('last_number', t.int, (c) => c.notNull())
    .addPrimaryKeyConstraint('ppr_counters_pk', ['club_id', 'year'])
    .execute();
  await db.schema.alterTable('landings').addColumn('ppr', 'text').execute();
  // Whole cents; null: the fee is the rule's (landings.price).
  await db.schema.alterTable('landings').addColumn('fee_by_hand', t.int).execute();
  await db.schema.alterTable('landings').addColumn('fee_reason', 'text').execute();
  // kg, as declared on a radio call or a pilot request for a type with no aircraft record.
  await db.schema.alterTable('landings').addColumn('mtow', t.int).execute();

  const { rows } =
    await sql<Numbered>`select id, club_id, "createdAt" from landings order by "createdAt", id`.execute(db);
  const last = new Map<string, { clubId: number; year: number; number: number }>();
  for (const row of rows) {
    const year = pprYear(row.createdAt);
    const key = `${row.club_id}/${year}`;
    const counter = last.get(key) ?? { clubId: row.club_id, year, number: 0 };
    counter.number += 1;
    last.set(key, counter);
    await sql`update landings set ppr = ${formatPpr(year, counter.number)} where id = ${row.id}`.execute(db);
  }
  for (const { clubId, year, number } of last.values()) {
    await sql`insert into ppr_counters (club_id, year, last_number) values (${clubId}, ${year}, ${number})`.execute(
      db,
    );
  }
  await db.schema
    .createIndex('landings_club_ppr')
    .on('landings')
    .columns(['club_id', 'ppr'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('landings_club_ppr').execute();
  for (const column of ['mtow', 'fee_reason', 'fee_by_hand', 'ppr'])
    await db.schema.alterTable('landings').dropColumn(column).execute();
  await db.schema.dropTable('ppr_counters').execute();
}

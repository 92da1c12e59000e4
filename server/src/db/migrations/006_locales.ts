// Migration 006 (docs/decisions/0020): the language of the mails. A landing keeps the language of
// the request page it was filed from, so every later mail about it speaks it; an account keeps the
// language its owner uses the desk in, for the mails the club's owner gets. Rows already there
// were written in English. No check constraint: a language added later needs no table rebuild on
// SQLite, and the routes write only the languages the catalogs have.
import type { Kysely } from 'kysely';

const TABLES = ['landings', 'users'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('locale').execute();
}

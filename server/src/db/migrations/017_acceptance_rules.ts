// Migration 017 (docs/product/acceptance-rules.md): the club's acceptance rules, a JSON text the
// domain reads (src/domain/club/acceptance-rules.ts), null for none; and on a landing the rule that
// accepted it, null when a person decided (or nobody yet).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('clubs').addColumn('acceptance_rules', 'text').execute();
  await db.schema.alterTable('landings').addColumn('decided_by_rule', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('landings').dropColumn('decided_by_rule').execute();
  await db.schema.alterTable('clubs').dropColumn('acceptance_rules').execute();
}

// Migration 021 (docs/decisions/0069): a landing marked Paid before the desk kept what it took gets
// its fee as it stands now, so a fee corrected from now on leaves a difference instead of rewriting
// the books. Online payments kept their amount already; a fee still to be priced stays unknown.
import { type Kysely, type QueryExecutorProvider, sql } from 'kysely';
import { billedCents } from '@/domain/fees/landing-fee';

interface PaidRow {
  id: number;
  price: number | string | null;
  fee_by_hand: number | string | null;
  fee_reason: string | null;
}

/** PostgreSQL may answer a number column as text: read as the app reads it. */
const numberOf = (value: number | string | null): number | null => (value === null ? null : Number(value));

/** Ids per statement: well under every driver's limit on bound parameters. */
const CHUNK = 500;

export async function up(db: Kysely<unknown>): Promise<void> {
  await keepPaidFees(db);
}

/** Every Paid landing with no amount kept takes its fee now as what was taken (the demo's too). */
export async function keepPaidFees(db: QueryExecutorProvider): Promise<void> {
  const { rows } = await sql<PaidRow>`select id, price, fee_by_hand, fee_reason from landings
    where "paymentStatus" = 'Paid' and paid_cents is null`.execute(db);
  // The fee in whole cents as the desk computes it (a real column read back, rounded by centsOf).
  const byCents = new Map<number, number[]>();
  for (const row of rows) {
    const cents = billedCents({
      price: numberOf(row.price),
      fee_by_hand: numberOf(row.fee_by_hand),
      fee_reason: row.fee_reason,
    });
    if (cents !== null) byCents.set(cents, [...(byCents.get(cents) ?? []), row.id]);
  }
  for (const [cents, ids] of byCents)
    for (let start = 0; start < ids.length; start += CHUNK) {
      const chunk = ids.slice(start, start + CHUNK);
      await sql`update landings set paid_cents = ${cents} where id in (${sql.join(chunk)})`.execute(db);
    }
}

/** What was taken cannot be told apart from what the desk recorded since: it stays. */
export async function down(): Promise<void> {}

// Online payments' rows (docs/decisions/0029): a club's connected Stripe account, the landing a
// payment is for, the payment recorded on it, and each webhook event id, stored once.
import type { Db } from '../db/database';

export interface ClubPaymentRow {
  stripe_account_id: string | null;
  /** The payment email the club gave when it registered: it pre-fills Stripe's onboarding. */
  stripeEmail: string | null;
  email: string | null;
}

export function clubPaymentRow(db: Db, clubId: number): Promise<ClubPaymentRow | undefined> {
  return db
    .selectFrom('clubs')
    .select(['stripe_account_id', 'stripeEmail', 'email'])
    .where('id', '=', clubId)
    .executeTakeFirst();
}

/** A new account (which cannot take charges yet) or none. */
export async function setClubAccount(db: Db, clubId: number, accountId: string | null): Promise<void> {
  await db
    .updateTable('clubs')
    .set({ stripe_account_id: accountId, stripe_charges_enabled: 0 })
    .where('id', '=', clubId)
    .execute();
}

/** What Stripe said of the club's account: whether it can take charges (PAY is offered then). */
export async function setChargesEnabled(db: Db, accountId: string, enabled: boolean): Promise<void> {
  await db
    .updateTable('clubs')
    .set({ stripe_charges_enabled: enabled ? 1 : 0 })
    .where('stripe_account_id', '=', accountId)
    .execute();
}

/** The club whose connected account this is, or null. */
export async function clubOfAccount(db: Db, accountId: string): Promise<number | null> {
  const row = await db
    .selectFrom('clubs')
    .select('id')
    .where('stripe_account_id', '=', accountId)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** A landing as a payment sees it: its state, its fee, the facts Checkout shows, its club's account. */
export function landingForPayment(db: Db, landingId: number) {
  return db
    .selectFrom('landings')
    .innerJoin('clubs', 'clubs.id', 'landings.club_id')
    .leftJoin('aircrafts', 'aircrafts.id', 'landings.aircraft_id')
    .select([
      'landings.id',
      'landings.club_id',
      'landings.status',
      'landings.permission',
      'landings.paymentStatus',
      'landings.payment_method',
      'landings.payment_intent',
      'landings.paid_cents',
      'landings.price',
      'landings.fee_by_hand',
      'landings.fee_reason',
      'landings.ppr',
      'landings.registration',
      'landings.date',
      'landings.locale',
      'landings.updatedAt',
      'aircrafts.name as aircraftName',
      'clubs.name1 as clubName',
      'clubs.name2 as clubIcao',
      'clubs.stripe_account_id as account',
    ])
    .where('landings.id', '=', landingId)
    .executeTakeFirst();
}

export type PaymentLandingRow = NonNullable<Awaited<ReturnType<typeof landingForPayment>>>;

/** The landing a payment intent paid, in that club. */
export async function landingOfIntent(db: Db, clubId: number, intent: string): Promise<number | null> {
  const row = await db
    .selectFrom('landings')
    .select('id')
    .where('club_id', '=', clubId)
    .where('payment_intent', '=', intent)
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Stores a webhook event's id: false when it was stored already (a repeated delivery). In the
 * transaction that applies it, so an event is applied exactly once.
 */
export async function recordEvent(
  db: Db,
  event: { id: string; type: string; account: string | null },
  now: string,
): Promise<boolean> {
  const result = await db
    .insertInto('payment_events')
    .values({
      event_id: event.id,
      type: event.type,
      account: event.account,
      outcome: 'received',
      createdAt: now,
    })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function setEventOutcome(
  db: Db,
  eventId: string,
  outcome: string,
  landingId: number | null,
): Promise<void> {
  await db
    .updateTable('payment_events')
    .set({ outcome, landing_id: landingId })
    .where('event_id', '=', eventId)
    .execute();
}

export interface PaymentWrite {
  updatedAt: string;
  changeSeq: number;
}

/** Paid online: the amount and the payment that paid it; the desks learn it by the change sequence. */
export async function markPaidOnline(
  db: Db,
  landingId: number,
  paid: { cents: number; intent: string },
  write: PaymentWrite,
): Promise<void> {
  await db
    .updateTable('landings')
    .set({
      paymentStatus: 'Paid',
      payment_method: 'online',
      paid_cents: paid.cents,
      payment_intent: paid.intent,
      updatedAt: write.updatedAt,
      change_seq: write.changeSeq,
    })
    .where('id', '=', landingId)
    .execute();
}

/** What is left paid after a refund: 0 takes the landing back to Pending, with no method. */
export async function markRefunded(
  db: Db,
  landingId: number,
  paidCents: number,
  write: PaymentWrite,
): Promise<void> {
  const settled = paidCents > 0;
  await db
    .updateTable('landings')
    .set({
      paymentStatus: settled ? 'Paid' : 'Pending',
      payment_method: settled ? 'online' : null,
      paid_cents: settled ? paidCents : null,
      updatedAt: write.updatedAt,
      change_seq: write.changeSeq,
    })
    .where('id', '=', landingId)
    .execute();
}

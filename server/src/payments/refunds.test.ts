// A landing paid online that will not land (docs/decisions/0067), end to end on a real server, the
// official SDK and the local Stripe stand-in: the refund worker gives the payment back once, keeps it
// owed while Stripe is away, and says what Stripe refused for good.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_OWNER_EMAIL } from '../db/seed';
import { letEtaPass } from '../testing/landing-rows';
import { RefundWorker } from './refund-worker';
import { StripeGateway } from './stripe-gateway';
import {
  acceptedRequest,
  api,
  connectDemo,
  dataOf,
  deliver,
  env,
  landing,
  startPaymentsServer,
} from './testing/payments-server';
import { chargeRefunded, checkoutCompleted, standInConfig } from './testing/stripe-events';
import { startStripeStandIn } from './testing/stripe-stand-in';

startPaymentsServer();

describe('a landing paid online that will not land', () => {
  let account: string;

  /** An accepted request of `cents` paid through PAY and the webhook; its payment's id. */
  async function paidRequest(cents: number): Promise<{ token: string; id: number; intent: string }> {
    const request = await acceptedRequest(cents);
    expect((await api('POST', `/api/public/requests/${request.token}/payment`)).status).toBe(200);
    const session = [...env.standIn.sessions.values()].find(
      (s) => s.metadata.landing_id === String(request.id),
    );
    if (!session) throw new Error('no session');
    expect((await deliver(checkoutCompleted(env.standIn.paySession(session.id)))).body).toMatchObject({
      data: { outcome: 'paid' },
    });
    return { ...request, intent: String((await landing(request.id)).payment_intent) };
  }
  const refundsOf = (intent: string) =>
    env.standIn.refunds.filter((refund) => refund.payment_intent === intent);
  /** The text of the pilot's mail of this kind about the landing. */
  const pilotMail = async (id: number, kind: string) => {
    const { email } = await landing(id);
    const row = await env.server.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('kind', '=', kind)
      .where('to_address', '=', String(email))
      .executeTakeFirstOrThrow();
    return String(row.text_body);
  };
  const REFUND_LINE = 'the payment is being refunded to the card you paid with';
  /** A worker of a test where Stripe never refuses for good. */
  const notRefused = async () => {
    throw new Error('Stripe refused a refund for good');
  };
  /** The desk ends a landing: a no-show once its ETA has gone by, as the rule asks. */
  const desk = async (id: number, status: 'cancelled' | 'no_show') => {
    if (status === 'no_show') await letEtaPass(env.server.db, id);
    return (await api('PUT', `/api/landings/${id}`, env.demoToken, { data: { status } })).status;
  };
  const mailsAbout = (id: number, kind: string) =>
    env.server.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'text_body'])
      .where('kind', '=', kind)
      // <ppr.{kind}.{landing}.{instant}@host>
      .where('message_id', 'like', `<ppr.${kind}.${id}.%`)
      .execute();

  beforeAll(async () => {
    account = await connectDemo();
  });

  it("is refunded when the pilot cancels, and the refund's event takes the Paid back", async () => {
    const paid = await paidRequest(3000);
    const cancelled = await api('POST', `/api/public/requests/${paid.token}/cancel`);
    expect(cancelled.status).toBe(200);
    // The pilot's page and mail say the payment is on its way back.
    expect(dataOf(cancelled.body).payment).toMatchObject({ paidCents: 3000, refund: 'underWay' });
    expect(await pilotMail(paid.id, 'cancelled')).toContain(REFUND_LINE);
    const clubMail = await env.server.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('kind', '=', 'pilot-cancelled')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(clubMail.text_body).toContain('the payment is being refunded on your Stripe account');
    await vi.waitFor(() =>
      expect(refundsOf(paid.intent)).toEqual([
        expect.objectContaining({ account, amount: 3000, reason: 'requested_by_customer' }),
      ]),
    );
    await vi.waitFor(async () =>
      expect((await landing(paid.id)).refund_asked_at).toEqual(expect.any(String)),
    );
    // Stripe's charge.refunded (delivered here by hand: this server does not listen).
    expect((await deliver(chargeRefunded(account, paid.intent, 3000))).body).toMatchObject({
      data: { outcome: 'refunded' },
    });
    expect(await landing(paid.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'Pending',
      paid_cents: null,
    });
    // The pilot's page says it was given back.
    const after = await api('GET', `/api/public/requests/${paid.token}`);
    expect(dataOf(after.body).payment).toMatchObject({ paidCents: null, refund: 'done' });
  });

  it('is refunded once when the desk cancels or marks a no-show, however often the worker looks', async () => {
    const cancelled = await paidRequest(2000);
    const noShow = await paidRequest(2500);
    expect(await desk(cancelled.id, 'cancelled')).toBe(200);
    expect(await desk(noShow.id, 'no_show')).toBe(200);
    await vi.waitFor(() => {
      expect(refundsOf(cancelled.intent)).toEqual([expect.objectContaining({ amount: 2000 })]);
      expect(refundsOf(noShow.intent)).toEqual([expect.objectContaining({ amount: 2500 })]);
    });
    expect(await pilotMail(cancelled.id, 'desk-cancelled')).toContain(REFUND_LINE);
    expect(await pilotMail(noShow.id, 'no-show')).toContain(REFUND_LINE);
    const log = { info: () => undefined, warn: () => undefined };
    const again = new RefundWorker({
      db: env.server.db,
      stripe: new StripeGateway(standInConfig(env.standIn)),
      now: () => new Date(),
      log,
      refused: notRefused,
    });
    expect(await again.runOnce()).toBe(0);
    expect(refundsOf(cancelled.intent)).toHaveLength(1);
  });

  it('stays owed while Stripe cannot be reached, and is refunded at a later pass', async () => {
    const paid = await paidRequest(1500);
    // Cancelled behind the routes' backs, so no poke: only the workers below look.
    await env.server.db
      .updateTable('landings')
      .set({ status: 'cancelled' })
      .where('id', '=', paid.id)
      .execute();
    const gone = await startStripeStandIn();
    await gone.stop();
    const warned: string[] = [];
    const log = { info: () => undefined, warn: (_: object, text: string) => void warned.push(text) };
    const worker = (config: ReturnType<typeof standInConfig>) =>
      new RefundWorker({
        db: env.server.db,
        stripe: new StripeGateway(config),
        now: () => new Date(),
        log,
        refused: notRefused,
      });
    expect(await worker(standInConfig({ host: '127.0.0.1', port: gone.port })).runOnce()).toBe(0);
    expect(warned).toContain('online payment not refunded');
    expect((await landing(paid.id)).refund_asked_at).toBeNull();
    expect(refundsOf(paid.intent)).toEqual([]);
    expect(await worker(standInConfig(env.standIn)).runOnce()).toBe(1);
    expect(refundsOf(paid.intent)).toEqual([expect.objectContaining({ amount: 1500 })]);
  });

  it("tells the club's owner when Stripe refuses the refund for good, and asks Stripe no more", async () => {
    const paid = await paidRequest(1800);
    env.standIn.dispute(paid.intent);
    expect(await desk(paid.id, 'cancelled')).toBe(200);
    await vi.waitFor(async () => expect(await mailsAbout(paid.id, 'refund-refused')).toHaveLength(1));
    const [mail] = await mailsAbout(paid.id, 'refund-refused');
    expect(mail?.to_address).toBe(DEMO_OWNER_EMAIL);
    expect(mail?.subject).toMatch(/^Online payment not refunded: /);
    expect(mail?.text_body).toContain('Stripe refused to refund the payment');
    expect(mail?.text_body).toContain(
      'Please refund it from your Stripe dashboard (Stripe said: charge_disputed)',
    );
    // Still held: the desk keeps showing it to refund, and the worker does not ask again.
    expect(await landing(paid.id)).toMatchObject({ paymentStatus: 'Paid', paid_cents: 1800 });
    expect((await landing(paid.id)).refund_asked_at).toEqual(expect.any(String));
    expect(refundsOf(paid.intent)).toEqual([]);
  });

  it('takes the Paid back when Stripe says the payment was refunded already, its event missed', async () => {
    const paid = await paidRequest(2200);
    env.standIn.refundWithoutEvent(paid.intent, account);
    expect(await landing(paid.id)).toMatchObject({ paymentStatus: 'Paid', paid_cents: 2200 });
    expect(await desk(paid.id, 'no_show')).toBe(200);
    await vi.waitFor(async () =>
      expect(await landing(paid.id)).toMatchObject({
        status: 'no_show',
        paymentStatus: 'Pending',
        paid_cents: null,
      }),
    );
    expect(refundsOf(paid.intent)).toHaveLength(1);
    expect(await mailsAbout(paid.id, 'refund-refused')).toEqual([]);
  });
});

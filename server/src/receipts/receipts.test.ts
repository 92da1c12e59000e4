// Receipts end to end (docs/decisions/0031) on a real server, a SQLite file, a real SMTP server and
// the local Stripe stand-in: the desk's and the pilot's downloads, their refusals, and the paid
// mail with its PDF, read back as text by pdf.js, in English and in Portuguese.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL } from '../db/seed';
import { smtpTransport } from '../mail/transports';
import { checkoutCompleted, signature, standInConfig } from '../payments/testing/stripe-events';
import { type StripeStandIn, startStripeStandIn } from '../payments/testing/stripe-stand-in';
import { pdfText } from '../testing/pdf-text';
import { DEMO_SLUG, requestBody } from '../testing/pilot-requests';
import { type SmtpSink, startSmtpSink } from '../testing/smtp-sink';
import { createTestServer, type TestServer } from '../testing/test-server';

const FROM = 'desk@club.example';
let sink: SmtpSink;
let standIn: StripeStandIn;
let server: TestServer;
let demoToken: string;
let otherToken: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  standIn = await startStripeStandIn();
  const many = { max: 1000, windowMs: 60_000 };
  server = await createTestServer({
    payments: standInConfig(standIn),
    requestLimits: { perIp: many, perEmail: many },
    mail: {
      publicUrl: 'https://club.example',
      fromAddress: FROM,
      transport: smtpTransport(sink.url, FROM),
      pollMs: 200,
    },
  });
  demoToken = await server.token();
  otherToken = await server.token(OTHER_OWNER_EMAIL);
});
afterAll(async () => {
  await server.close();
  await standIn.stop();
  await sink.close();
});

const get = (url: string, token?: string) =>
  server.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** The desk's change to a landing, answered as it is. */
const change = (id: number, data: Record<string, unknown>) =>
  server.app.inject({
    method: 'PUT',
    url: `/api/landings/${id}`,
    headers: { authorization: `Bearer ${demoToken}` },
    payload: { data },
  });

const put = async (id: number, data: Record<string, unknown>) => {
  const res = await change(id, data);
  expect(res.statusCode, res.body).toBe(200);
};

/** A request filed in `lang`, accepted at the desk with a fee of `cents` set by hand. */
async function acceptedRequest(registration: string, email: string, lang: 'en' | 'pt', cents: number) {
  const sent = await server.app.inject({
    method: 'POST',
    url: `/api/public/airfields/${DEMO_SLUG}/requests`,
    payload: { data: { ...requestBody(new Date(), { email, registration }), locale: lang } },
  });
  expect(sent.statusCode).toBe(200);
  const token = (sent.json() as { data: { token: string } }).data.token;
  const row = await server.db
    .selectFrom('landings')
    .select(['id', 'ppr'])
    .where('registration', '=', registration)
    .executeTakeFirstOrThrow();
  await put(row.id, { fee_by_hand: cents, fee_reason: 'Club tariff', permission: true });
  return { id: row.id, ppr: row.ppr ?? '', token };
}

function expectPdf(res: Awaited<ReturnType<typeof get>>, ppr: string): Buffer {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="receipt-${ppr}.pdf"`);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.rawPayload;
}

describe('the receipt of a landing paid at the desk', () => {
  let landing: { id: number; ppr: string; token: string };
  const email = 'receipt.desk@pilots.example';

  beforeAll(async () => {
    landing = await acceptedRequest('CS-RCA', email, 'en', 3000);
  });

  it('is refused with a 409 while the landing is not paid, to the desk and to the pilot', async () => {
    for (const res of [
      await get(`/api/landings/${landing.id}/receipt`, demoToken),
      await get(`/api/public/requests/${landing.token}/receipt`),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({
        status: 409,
        name: 'ConflictError',
        message: 'This landing is not paid: it has no receipt yet.',
        details: { i18n: { id: 'receipt.notPaid' } },
      });
    }
  });

  it('marked Paid in cash, mails the pilot the receipt as a PDF that says what was paid', async () => {
    await put(landing.id, { paymentStatus: 'Paid', payment_method: 'cash' });
    const mail = await sink.waitFor((m) => m.to === email && m.subject.startsWith('Paid:'));
    expect(mail.subject).toContain('CS-RCA at Example Aero Club');
    expect(mail.text).toContain('Example Aero Club has received your payment for this landing.');
    expect(mail.text).toContain('Your receipt is attached as a PDF.');
    // Not confirmed yet (ADR 0030): no name typed on the page reaches the mail.
    expect(mail.text).not.toContain('Paula');
    expect(mail.attachments).toHaveLength(1);
    const [file] = mail.attachments;
    expect(file?.filename).toBe(`receipt-${landing.ppr}.pdf`);
    expect(file?.contentType).toBe('application/pdf');
    const text = await pdfText(file?.content ?? Buffer.alloc(0));
    for (const expected of [
      'Example Aero Club (LPXE)',
      'Rua do Aerodromo 1, 2000-000 Exemplo',
      'Tax number (NIF): 500000000',
      'Phone: +351 200 000 000',
      'Receipt — not a fiscal invoice',
      landing.ppr,
      'CS-RCA',
      'Landing fee (set by the airfield)',
      'Net amount',
      '€24.39',
      'VAT 23% (included)',
      '€5.61',
      'Total paid',
      '€30.00',
      'Paid in cash.',
    ])
      expect(text).toContain(expected);
  });

  it('mails the receipt once: a Paid taken back by mistake and set again sends no second one', async () => {
    const receipts = () =>
      server.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('receipt_of', '=', landing.id)
        .execute()
        .then((rows) => rows.length);
    expect(await receipts()).toBe(1);
    await put(landing.id, { paymentStatus: 'Pending' });
    await put(landing.id, { paymentStatus: 'Paid', payment_method: 'cash' });
    expect(await receipts()).toBe(1);
  });

  it('downloads for the desk in the language asked, and for the pilot by the status token', async () => {
    const en = await pdfText(
      expectPdf(await get(`/api/landings/${landing.id}/receipt`, demoToken), landing.ppr),
    );
    expect(en).toContain('Receipt date');
    expect(en).toContain('VAT 23% (included)');
    // Its dates with the month in words, as the mails write them: no reader takes a day for a month.
    expect(en).toMatch(
      /\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) 20\d\d/,
    );
    expect(en).not.toMatch(/\d\d\/\d\d\/20\d\d/);
    const pt = await pdfText(
      expectPdf(await get(`/api/landings/${landing.id}/receipt?lang=pt`, demoToken), landing.ppr),
    );
    for (const expected of [
      'Recibo — não é uma fatura',
      'Número de contribuinte (NIF): 500000000',
      'Data da aterragem',
      'Taxa de aterragem (fixada pelo aeródromo)',
      'IVA 23% (incluído)',
      '5,61 €',
      '24,39 €',
      '30,00 €',
      'Pago em numerário.',
    ])
      expect(pt).toContain(expected);
    expect(pt).toMatch(/\d{1,2} de [a-zç]+ de 20\d\d/);
    const pilot = await pdfText(
      expectPdf(await get(`/api/public/requests/${landing.token}/receipt`), landing.ppr),
    );
    expect(pilot).toContain('Total paid');
  });

  it("answers another club's desk and a missing landing with the same 404, and a wrong token with one", async () => {
    const foreign = await get(`/api/landings/${landing.id}/receipt`, otherToken);
    const missing = await get('/api/landings/987654321/receipt', otherToken);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
    expect((await get(`/api/landings/${landing.id}/receipt`)).statusCode).toBe(401);
    expect((await get(`/api/public/requests/${'A'.repeat(43)}/receipt`)).statusCode).toBe(404);
  });
});

describe('a fee changed after the desk took it', () => {
  const paidCents = async (id: number) =>
    (
      await server.db
        .selectFrom('landings')
        .select('paid_cents')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).paid_cents;

  it('keeps what was taken: the difference is to collect, the receipt says so, and the rest settles it', async () => {
    const landing = await acceptedRequest('CS-RCR', 'receipt.raised@pilots.example', 'en', 3000);
    await put(landing.id, { paymentStatus: 'Paid', payment_method: 'cash' });
    expect(await paidCents(landing.id)).toBe(3000);
    // Corrected afterwards: the fee grows, what the desk took does not.
    await put(landing.id, { fee_by_hand: 4500, fee_reason: 'Night landing' });
    expect(await paidCents(landing.id)).toBe(3000);
    const owing = await pdfText(
      expectPdf(await get(`/api/landings/${landing.id}/receipt`, demoToken), landing.ppr),
    );
    for (const expected of ['Total fee', '€45.00', 'Paid', '€30.00', 'Still to pay', '€15.00'])
      expect(owing).toContain(expected);
    expect(owing).not.toContain('Total paid');
    // The pilot's status page says what is still to pay at the desk.
    const status = (await get(`/api/public/requests/${landing.token}`)).json().data;
    expect(status.payment).toMatchObject({ paidCents: 3000, restCents: 1500 });
    // The rest taken by card at the desk: it took the fee as it now stands.
    await put(landing.id, { paymentStatus: 'Paid', payment_method: 'card' });
    expect(await paidCents(landing.id)).toBe(4500);
    const settled = await pdfText(
      expectPdf(await get(`/api/landings/${landing.id}/receipt`, demoToken), landing.ppr),
    );
    expect(settled).toContain('Total paid');
    expect(settled).not.toContain('Still to pay');
  });

  it('records what the desk says it took, though another desk changed the fee meanwhile', async () => {
    const landing = await acceptedRequest('CS-RCS', 'receipt.race@pilots.example', 'en', 3000);
    // Another desk raised the fee before this desk's Paid (made on the €30.00 it showed) arrived.
    await put(landing.id, { fee_by_hand: 6000, fee_reason: 'Night landing' });
    await put(landing.id, { paymentStatus: 'Paid', payment_method: 'cash', paid_cents: 3000 });
    expect(await paidCents(landing.id)).toBe(3000);
    const owing = await pdfText(
      expectPdf(await get(`/api/landings/${landing.id}/receipt`, demoToken), landing.ppr),
    );
    expect(owing).toContain('Still to pay');
    expect(owing).toContain('€30.00');
    // An amount is what was taken with Paid: alone, or with another status, it is refused.
    for (const data of [{ paid_cents: 100 }, { paymentStatus: 'Captive', paid_cents: 100 }]) {
      const res = await change(landing.id, data);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details.errors[0]).toMatchObject({
        path: ['paid_cents'],
        i18n: { id: 'validation.landing.paymentMethodNeedsPaid' },
      });
    }
    expect(await paidCents(landing.id)).toBe(3000);
  });

  it('says what was taken while the fee is to be priced again', async () => {
    const landing = await acceptedRequest('CS-RCP', 'receipt.topriced@pilots.example', 'en', 3500);
    await put(landing.id, { paymentStatus: 'Paid', payment_method: 'cash', paid_cents: 3500 });
    // The fee set by hand let go, on a type nobody can price: the fee is to be priced again.
    await server.db.updateTable('landings').set({ price: null }).where('id', '=', landing.id).execute();
    await put(landing.id, { fee_by_hand: null });
    const text = await pdfText(
      expectPdf(await get(`/api/landings/${landing.id}/receipt`, demoToken), landing.ppr),
    );
    expect(text).toContain('Total paid');
    expect(text).toContain('€35.00');
    expect(text).not.toContain('To be refunded');
  });

  it("says what is to refund when the fee fell, in the pilot's language", async () => {
    const landing = await acceptedRequest('CS-RCL', 'receipt.lowered@pilots.example', 'pt', 3000);
    await put(landing.id, { paymentStatus: 'Paid', payment_method: 'cash' });
    await put(landing.id, { fee_by_hand: 2000, fee_reason: 'Club member' });
    const text = await pdfText(
      expectPdf(await get(`/api/public/requests/${landing.token}/receipt`), landing.ppr),
    );
    for (const expected of ['Total da taxa', '20,00 €', 'Pago', '30,00 €', 'A devolver', '10,00 €'])
      expect(text).toContain(expected);
    // The pilot's status page says what the airfield owes back.
    const status = (await get(`/api/public/requests/${landing.token}`)).json().data;
    expect(status.payment).toMatchObject({ paidCents: 3000, restCents: 0, overCents: 1000 });
  });
});

describe('a landing that never flew', () => {
  it('has no receipt, though paid before it was cancelled, and its payment and fee stay as they were', async () => {
    const landing = await acceptedRequest('CS-RCX', 'receipt.cancelled@pilots.example', 'en', 1500);
    await put(landing.id, { paymentStatus: 'Paid', payment_method: 'cash', paid_cents: 1500 });
    await put(landing.id, { status: 'cancelled', reason: 'Weather' });
    for (const res of [
      await get(`/api/landings/${landing.id}/receipt`, demoToken),
      await get(`/api/public/requests/${landing.token}/receipt`),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().error.details.i18n).toEqual({ id: 'receipt.neverBilled' });
    }
    // The status page offers no receipt link either.
    const status = await get(`/api/public/requests/${landing.token}`);
    expect(status.json().data).toMatchObject({ receipt: false });
    // A fee or a payment changed after the cancellation is refused: the books keep what they said.
    for (const data of [{ fee_by_hand: 4000, fee_reason: 'Late' }, { paymentStatus: 'Pending' }]) {
      const res = await change(landing.id, data);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details.i18n).toEqual({ id: 'validation.landing.cancelledByDesk' });
    }
    // Its record may still be corrected; its fee stays as it was.
    const before = await server.db
      .selectFrom('landings')
      .select(['price', 'fee_by_hand'])
      .where('id', '=', landing.id)
      .executeTakeFirstOrThrow();
    const services = await server.db
      .selectFrom('club_services')
      .innerJoin('landings', 'landings.club_id', 'club_services.club_id')
      .select('club_services.id')
      .where('landings.id', '=', landing.id)
      .execute();
    await put(landing.id, {
      club_services: services.map((service) => service.id),
      landingPurpose: 'Landing',
    });
    expect(
      await server.db
        .selectFrom('landings')
        .select(['price', 'fee_by_hand'])
        .where('id', '=', landing.id)
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
  });
});

describe('the receipt of a landing of a known aircraft', () => {
  it('names the aircraft registration first, read off the aircraft record as the desk does', async () => {
    const row = await server.db
      .selectFrom('landings')
      .innerJoin('aircrafts', 'aircrafts.id', 'landings.aircraft_id')
      .innerJoin('clubs', 'clubs.id', 'landings.club_id')
      .select(['landings.id', 'landings.ppr', 'aircrafts.name'])
      .where('landings.paymentStatus', '=', 'Paid')
      .where('landings.registration', 'is', null)
      .where('clubs.slug', '=', DEMO_SLUG)
      .executeTakeFirstOrThrow();
    // The seeded record names type and registration in one ('Tecnam P2002 CS-AAJ').
    const [, type, registration] = /^(.+) (\S+)$/.exec(row.name) ?? [];
    const text = await pdfText(
      expectPdf(await get(`/api/landings/${row.id}/receipt`, demoToken), row.ppr ?? ''),
    );
    expect(text).toContain(`${registration} (${type})`);
  });
});

describe('the receipt of a landing paid online', () => {
  it('mails the pilot a Portuguese receipt when Stripe says it was paid', async () => {
    const email = 'receipt.online@pilots.example';
    const club = await server.db
      .selectFrom('users')
      .select('clubOwner_id')
      .where('email', '=', DEMO_OWNER_EMAIL)
      .executeTakeFirstOrThrow();
    const connect = await server.app.inject({
      method: 'POST',
      url: `/api/clubs/${club.clubOwner_id}/payments`,
      headers: { authorization: `Bearer ${demoToken}` },
    });
    expect(connect.statusCode).toBe(200);
    const { stripe_account_id: account } = await server.db
      .selectFrom('clubs')
      .select('stripe_account_id')
      .where('id', '=', club.clubOwner_id ?? 0)
      .executeTakeFirstOrThrow();
    if (!account) throw new Error('not connected');
    standIn.completeOnboarding(account);
    const landing = await acceptedRequest('CS-RCB', email, 'pt', 4250);
    const pay = await server.app.inject({
      method: 'POST',
      url: `/api/public/requests/${landing.token}/payment`,
    });
    expect(pay.statusCode, pay.body).toBe(200);
    const session = [...standIn.sessions.values()].find((s) => s.metadata.landing_id === String(landing.id));
    if (!session) throw new Error('no session');
    const payload = JSON.stringify(checkoutCompleted(standIn.paySession(session.id)));
    const delivered = await server.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature(payload) },
      payload,
    });
    expect(delivered.json()).toEqual({ data: { received: true, outcome: 'paid' } });
    const mail = await sink.waitFor((m) => m.to === email && m.subject.startsWith('Pago:'));
    expect(mail.text).toContain('Example Aero Club recebeu o seu pagamento desta aterragem.');
    const text = await pdfText(mail.attachments[0]?.content ?? Buffer.alloc(0));
    for (const expected of [
      'Recibo',
      landing.ppr,
      '42,50 €',
      // 4250 / 1.23 = 3455.28… → 3455; VAT 795.
      '34,55 €',
      'IVA 23% (incluído)',
      '7,95 €',
      'Pago online.',
      '500000000',
    ])
      expect(text).toContain(expected);
    // Delivered again: nothing changes and no second mail is queued.
    await server.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature(payload) },
      payload,
    });
    const queued = await server.db
      .selectFrom('mail_outbox')
      .select(['kind', 'receipt_of'])
      .where('to_address', '=', email)
      .where('kind', '=', 'paid')
      .execute();
    expect(queued).toEqual([{ kind: 'paid', receipt_of: landing.id }]);
  });
});

// Receipts (docs/decisions/0031): a Paid landing's PDF for its club's desk and for the pilot's
// status token. Their content in depth: server/src/receipts/receipts.test.ts.
import { expect } from 'vitest';
import { DEMO_SLUG, requestBody } from '../../testing/pilot-requests';
import {
  badIds,
  call,
  demoToken,
  expectOk,
  oncePerServer,
  type Probe,
  type RouteCase,
  type Table,
  unique,
} from '../../testing/route-matrix';

/** A pilot's request the demo desk accepted with a fee, Paid when `paid`: its id and token. */
async function request(paid: boolean): Promise<{ id: number; token: string }> {
  const payload = { data: requestBody(new Date(), { email: `${unique('rcpt')}@pilots.example` }) };
  const sent = expectOk(await call('POST', `/api/public/airfields/${DEMO_SLUG}/requests`, { payload }));
  const token = (sent.data as { token: string }).token;
  const landings = expectOk(
    await call('GET', '/api/landings?sort=id:desc&pagination[pageSize]=1', { token: demoToken }),
  );
  const [latest] = landings.data as { id: number }[];
  const id = latest?.id ?? 0;
  const data = { permission: true, fee_by_hand: 3000, fee_reason: 'Tariff' };
  expectOk(await call('PUT', `/api/landings/${id}`, { token: demoToken, payload: { data } }));
  if (paid)
    expectOk(
      await call('PUT', `/api/landings/${id}`, {
        token: demoToken,
        payload: { data: { paymentStatus: 'Paid', payment_method: 'card' } },
      }),
    );
  return { id, token };
}

/**
 * One Paid and one unpaid request, made once by the first `ok` (a test of its own): the refusals
 * after it then find the tables exactly as they were.
 */
const landings = oncePerServer(async () => ({ paid: await request(true), unpaid: await request(false) }));

const expectPdf = (res: Awaited<ReturnType<typeof call>>) => {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(String(res.headers['content-disposition'])).toMatch(
    /^attachment; filename="receipt-PPR-\d{4}-\d{4}\.pdf"$/,
  );
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
};

const notPaid = (url: string): Probe => ({ label: 'not paid', url, status: 409, name: 'ConflictError' });

function receiptCases(): RouteCase[] {
  // Nothing is written by a receipt: a refused one leaves the landings and the mails as they were.
  const tables: Table[] = ['landings', 'mail_outbox'];
  return [
    {
      method: 'GET',
      path: '/api/landings/:id/receipt',
      binary: true,
      tables,
      sample: async () => ({ label: 'receipt', url: `/api/landings/${(await landings()).paid.id}/receipt` }),
      ok: async () => {
        const { id } = (await landings()).paid;
        expectPdf(await call('GET', `/api/landings/${id}/receipt?lang=pt`, { token: demoToken }));
      },
      invalid: async () => [
        ...badIds('/api/landings', '/receipt'),
        notPaid(`/api/landings/${(await landings()).unpaid.id}/receipt`),
      ],
      foreign: async () => [
        { label: "the demo club's paid landing", url: `/api/landings/${(await landings()).paid.id}/receipt` },
      ],
    },
    {
      method: 'GET',
      path: '/api/public/requests/:token/receipt',
      open: true,
      binary: true,
      tables,
      sample: async () => ({
        label: 'receipt',
        url: `/api/public/requests/${(await landings()).paid.token}/receipt`,
      }),
      ok: async () => {
        const { token } = (await landings()).paid;
        expectPdf(await call('GET', `/api/public/requests/${token}/receipt`));
      },
      invalid: async () => [
        {
          label: 'unknown token',
          url: `/api/public/requests/${'A'.repeat(43)}/receipt`,
          status: 404,
          name: 'NotFoundError',
        },
        { label: 'not a token', url: '/api/public/requests/x/receipt', status: 404, name: 'NotFoundError' },
        notPaid(`/api/public/requests/${(await landings()).unpaid.token}/receipt`),
      ],
    },
  ];
}

export const RECEIPTS_ROUTES: RouteCase[] = receiptCases();

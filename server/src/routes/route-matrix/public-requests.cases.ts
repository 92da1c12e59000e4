// The pilot's door (ADR 0009): the airfield page, sending, following and cancelling a request.
import { expect } from 'vitest';
import { DEMO_OWNER_EMAIL } from '../../db/seed';
import { DEMO_SLUG, requestBody } from '../../testing/pilot-requests';
import {
  call,
  clubRow,
  expectOk,
  ids,
  type Json,
  type RouteCase,
  type Table,
  unique,
} from '../../testing/route-matrix';

/** The open pilot routes; their rules in depth are in public-requests.test.ts. */
function publicRequestCases(): RouteCase[] {
  const airfield = `/api/public/airfields/${DEMO_SLUG}`;
  const send = `${airfield}/requests`;
  const sendOne = async () => {
    const payload = { data: requestBody(new Date(), { email: `${unique('p')}@pilots.example` }) };
    return (expectOk(await call('POST', send, { payload })).data as { token: string }).token;
  };
  const writeTables: Table[] = ['landings', 'pilot_requests', 'request_tokens', 'mail_outbox'];
  return [
    {
      method: 'GET',
      path: '/api/public/airfields/:slug',
      open: true,
      tables: [],
      sample: async () => ({ label: 'airfield', url: airfield }),
      ok: async () => {
        const body = expectOk(await call('GET', airfield));
        expect(body.data).toMatchObject({ slug: DEMO_SLUG, name1: 'Example Aero Club', name2: 'LPXE' });
        const club = await clubRow(ids.demoClub);
        for (const secret of [club.nif, club.email, club.phone, club.stripeEmail, DEMO_OWNER_EMAIL])
          expect(JSON.stringify(body)).not.toContain(String(secret));
      },
      invalid: async () => [
        {
          label: 'unknown slug',
          url: '/api/public/airfields/no-such-field',
          status: 404,
          name: 'NotFoundError',
        },
        { label: 'not a slug', url: '/api/public/airfields/Bad%20Slug', status: 404, name: 'NotFoundError' },
      ],
    },
    {
      method: 'GET',
      path: '/api/public/aerodromes',
      open: true,
      tables: [],
      sample: async () => ({ label: 'search', url: '/api/public/aerodromes?q=LPSO' }),
      // Open data, the same for every club: the search itself is in public-aerodromes.test.ts.
      ok: async () => {
        const found = expectOk(await call('GET', '/api/public/aerodromes?q=Ponte%20de%20Sor')).data as Json[];
        expect(found[0]).toMatchObject({ icao: 'LPSO' });
      },
      invalid: async () => [
        { label: 'no query', url: '/api/public/aerodromes' },
        { label: 'blank query', url: '/api/public/aerodromes?q=%20' },
        { label: 'query too long', url: `/api/public/aerodromes?q=${'a'.repeat(61)}` },
      ],
    },
    {
      method: 'GET',
      path: '/api/public/aerodromes/:icao',
      open: true,
      tables: [],
      sample: async () => ({ label: 'aerodrome', url: '/api/public/aerodromes/LPSO' }),
      ok: async () => {
        expect(expectOk(await call('GET', '/api/public/aerodromes/LPSO')).data).toMatchObject({
          icao: 'LPSO',
        });
      },
      invalid: async () => [
        { label: 'unknown code', url: '/api/public/aerodromes/LPZZ', status: 404, name: 'NotFoundError' },
        { label: 'not a code', url: '/api/public/aerodromes/x%20y', status: 404, name: 'NotFoundError' },
      ],
    },
    {
      method: 'GET',
      path: '/api/public/airfields/:slug/day',
      open: true,
      tables: [],
      sample: async () => ({ label: 'the day', url: `${airfield}/day?date=${requestBody(new Date()).date}` }),
      // The demo club sets no slot limit: no free times to list, and its sunset (the limits: slot-limits.test.ts).
      ok: async () => {
        const date = requestBody(new Date()).date;
        const day = expectOk(await call('GET', `${airfield}/day?date=${date}`)).data as Json;
        expect(day).toMatchObject({ date, free: null });
        expect(day.sunset).toMatch(/^\d\d:\d\d$/);
      },
      invalid: async () => [
        { label: 'no date', url: `${airfield}/day` },
        { label: 'not a date', url: `${airfield}/day?date=2026-02-30` },
        {
          label: 'unknown slug',
          url: `/api/public/airfields/nowhere/day?date=${requestBody(new Date()).date}`,
          status: 404,
          name: 'NotFoundError',
        },
      ],
    },
    {
      method: 'POST',
      path: '/api/public/airfields/:slug/requests',
      open: true,
      tables: writeTables,
      sample: async () => ({
        label: 'send',
        url: send,
        payload: { data: requestBody(new Date(), { email: `${unique('s')}@pilots.example` }) },
      }),
      ok: async () => {
        const token = await sendOne();
        const status = expectOk(await call('GET', `/api/public/requests/${token}`)).data as Json;
        expect(status).toMatchObject({ status: 'pending', canCancel: true });
      },
      invalid: async () => {
        const good = requestBody(new Date());
        return [
          { label: 'bad registration', url: send, payload: { data: { ...good, registration: '!' } } },
          { label: 'unknown field', url: send, payload: { data: { ...good, price: 0 } } },
          { label: 'missing data wrapper', url: send, payload: good },
          { label: 'bad key', url: send, payload: { data: good }, headers: { 'idempotency-key': 'no' } },
          {
            label: 'unknown slug',
            url: '/api/public/airfields/nowhere/requests',
            payload: { data: good },
            status: 404,
            name: 'NotFoundError',
          },
        ];
      },
    },
    {
      method: 'GET',
      path: '/api/public/requests/:token',
      open: true,
      tables: [],
      sample: async () => ({ label: 'status', url: `/api/public/requests/${await sendOne()}` }),
      ok: async () => {
        const token = await sendOne();
        const body = expectOk(await call('GET', `/api/public/requests/${token}`));
        expect(body.data).toMatchObject({ status: 'pending', airfield: { slug: DEMO_SLUG } });
      },
      invalid: async () => [
        {
          label: 'wrong token',
          url: `/api/public/requests/${'A'.repeat(22)}`,
          status: 404,
          name: 'NotFoundError',
        },
        { label: 'not a token', url: '/api/public/requests/1', status: 404, name: 'NotFoundError' },
      ],
    },
    {
      method: 'GET',
      path: '/api/public/requests/:token/events',
      open: true,
      stream: true,
      tables: [],
      sample: async () => ({ label: 'the stream', url: `/api/public/requests/${await sendOne()}/events` }),
      // The stream itself never ends on inject(): server/src/routes/request-pages.test.ts reads it.
      ok: async () => undefined,
      invalid: async () => [
        {
          label: 'wrong token',
          url: `/api/public/requests/${'C'.repeat(22)}/events`,
          status: 404,
          name: 'NotFoundError',
        },
        { label: 'not a token', url: '/api/public/requests/1/events', status: 404, name: 'NotFoundError' },
      ],
    },
    {
      method: 'POST',
      path: '/api/public/requests/:token/cancel',
      open: true,
      tables: writeTables,
      sample: async () => ({ label: 'cancel', url: `/api/public/requests/${await sendOne()}/cancel` }),
      ok: async () => {
        const token = await sendOne();
        const body = expectOk(await call('POST', `/api/public/requests/${token}/cancel`));
        expect(body.data).toMatchObject({ status: 'cancelled', canCancel: false });
      },
      invalid: async () => [
        {
          label: 'wrong token',
          url: `/api/public/requests/${'B'.repeat(22)}/cancel`,
          status: 404,
          name: 'NotFoundError',
        },
      ],
    },
  ];
}

export const PUBLIC_REQUESTS_ROUTES: RouteCase[] = publicRequestCases();

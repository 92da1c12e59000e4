// QR codes (docs/decisions/0070): the desk asks the server to draw the codes it shows. Signed-in
// desks only; nothing is written, so there is no other club's record to name.
import { expect } from 'vitest';
import { call, demoToken, expectOk, type RouteCase } from '../../testing/route-matrix';
import { QR_TEXT_MAX } from '../qr-codes';

const link = 'https://club.example/request/example-aero-club';
const draw = (data: unknown) => ({ payload: { data } });

export const QR_CODES_ROUTES: RouteCase[] = [
  {
    method: 'POST',
    path: '/api/qr-codes',
    tables: [],
    sample: async () => ({ label: 'a link', url: '/api/qr-codes', ...draw({ text: link }) }),
    ok: async () => {
      const body = expectOk(
        await call('POST', '/api/qr-codes', { token: demoToken, ...draw({ text: link }) }),
      );
      expect(body.data).toMatchObject({
        size: 37,
        path: expect.stringMatching(/^M2 2h1v1h-1z(M\d+ \d+h1v1h-1z)+$/),
      });
    },
    invalid: async () => [
      { label: 'no text', url: '/api/qr-codes', ...draw({}) },
      { label: 'empty text', url: '/api/qr-codes', ...draw({ text: '' }) },
      { label: 'text too long', url: '/api/qr-codes', ...draw({ text: 'x'.repeat(QR_TEXT_MAX + 1) }) },
      { label: 'not a text', url: '/api/qr-codes', ...draw({ text: 42 }) },
      { label: 'an unknown field', url: '/api/qr-codes', ...draw({ text: link, size: 9 }) },
    ],
  },
];

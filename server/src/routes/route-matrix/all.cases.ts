// Every route case of the matrix, in one list: the inventory checks it covers every route the app
// registers, and the hostile-input pass sends each of them what no client should.
import type { RouteCase } from '../../testing/route-matrix';
import { AUTH_ROUTES } from './auth.cases';
import { CLUBS_ROUTES } from './clubs.cases';
import { LANDINGS_ROUTES } from './landings.cases';
import { PAYMENTS_ROUTES } from './payments.cases';
import { PUBLIC_REQUESTS_ROUTES } from './public-requests.cases';
import { QR_CODES_ROUTES } from './qr-codes.cases';
import { READS_ROUTES } from './reads.cases';
import { RECEIPTS_ROUTES } from './receipts.cases';
import { SESSIONS_ROUTES } from './sessions.cases';
import { SETTINGS_ROUTES } from './settings.cases';

export const ALL_ROUTES: RouteCase[] = [
  ...AUTH_ROUTES,
  ...SESSIONS_ROUTES,
  ...READS_ROUTES,
  ...LANDINGS_ROUTES,
  ...CLUBS_ROUTES,
  ...SETTINGS_ROUTES,
  ...PUBLIC_REQUESTS_ROUTES,
  ...PAYMENTS_ROUTES,
  ...RECEIPTS_ROUTES,
  ...QR_CODES_ROUTES,
];

// The route matrix (server/src/testing/route-matrix.ts) over online payments (docs/decisions/0029),
// on a server configured for the local Stripe stand-in.
import { checkRoutes, startMatrixServer } from '../../testing/route-matrix';
import { PAYMENTS_ROUTES } from './payments.cases';

startMatrixServer({ payments: true });
checkRoutes(PAYMENTS_ROUTES);

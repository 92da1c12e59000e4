// The route matrix (server/src/testing/route-matrix.ts) over receipts (docs/decisions/0031).
import { checkRoutes, startMatrixServer } from '../../testing/route-matrix';
import { RECEIPTS_ROUTES } from './receipts.cases';

startMatrixServer();
checkRoutes(RECEIPTS_ROUTES);

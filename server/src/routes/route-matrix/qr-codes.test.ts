// The route matrix (server/src/testing/route-matrix.ts) over QR codes (docs/decisions/0070).
import { checkRoutes, startMatrixServer } from '../../testing/route-matrix';
import { QR_CODES_ROUTES } from './qr-codes.cases';

startMatrixServer();
checkRoutes(QR_CODES_ROUTES);

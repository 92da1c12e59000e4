// The route matrix (server/src/testing/route-matrix.ts) over the pilot's door (ADR 0009): the airfield page, sending, following and cancelling a request.
import { checkRoutes, startMatrixServer } from '../../testing/route-matrix';
import { PUBLIC_REQUESTS_ROUTES } from './public-requests.cases';

startMatrixServer();
checkRoutes(PUBLIC_REQUESTS_ROUTES);

// The route matrix (server/src/testing/route-matrix.ts) over the session and password-reset routes.
import { checkRoutes, startMatrixServer } from '../../testing/route-matrix';
import { SESSIONS_ROUTES } from './sessions.cases';

startMatrixServer();
checkRoutes(SESSIONS_ROUTES);

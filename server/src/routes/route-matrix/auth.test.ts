// The route matrix (server/src/testing/route-matrix.ts) over the auth routes: sign-in, registration and the password change.
import { checkRoutes, startMatrixServer } from '../../testing/route-matrix';
import { AUTH_ROUTES } from './auth.cases';

startMatrixServer();
checkRoutes(AUTH_ROUTES);

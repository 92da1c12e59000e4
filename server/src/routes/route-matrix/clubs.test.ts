// The route matrix (server/src/testing/route-matrix.ts) over the club routes: registration's create, a settings section's update and the weight bands.
import { checkRoutes, startMatrixServer } from '../../testing/route-matrix';
import { CLUBS_ROUTES } from './clubs.cases';

startMatrixServer();
checkRoutes(CLUBS_ROUTES);

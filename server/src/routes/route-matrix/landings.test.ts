// The route matrix (server/src/testing/route-matrix.ts) over the landing writes: create and update, with their fees, services and origin.
import { checkRoutes, startMatrixServer } from '../../testing/route-matrix';
import { LANDINGS_ROUTES } from './landings.cases';

startMatrixServer();
checkRoutes(LANDINGS_ROUTES);

// The route matrix (server/src/testing/route-matrix.ts) over the capabilities call, live sync, the public catalogue and every collection read.
import { checkRoutes, startMatrixServer } from '../../testing/route-matrix';
import { READS_ROUTES } from './reads.cases';

startMatrixServer();
checkRoutes(READS_ROUTES);

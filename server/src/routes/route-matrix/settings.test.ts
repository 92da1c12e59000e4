// The route matrix (server/src/testing/route-matrix.ts) over the club-owned settings writes: schedules, weight bands and club services.
import { checkRoutes, startMatrixServer } from '../../testing/route-matrix';
import { SETTINGS_ROUTES } from './settings.cases';

startMatrixServer();
checkRoutes(SETTINGS_ROUTES);

// Ending sessions on the server (docs/decisions/0023). LOGOUT ends this sign-in there, best effort:
// offline, or on a server without sessions (a Strapi 4's tokens cannot be ended), the local
// session is cleared all the same. "Sign out everywhere" ends every sign-in of the account and
// needs the server's answer. Changes waiting in the outbox stay queued either way: they belong to
// the account and leave after its next sign-in here.
import { logout, logoutAll } from '@/data/api/auth';
import type { AppServices } from '@/data/app-services';

/** How long LOGOUT waits for the server before clearing the session anyway. */
export const LOGOUT_WAIT_MS = 3000;

type Services = Pick<AppServices, 'api' | 'server' | 'session'>;

const offersSessions = (services: Services): boolean =>
  services.server.known()?.adapter.offers('sessions') ?? false;

/** Ends this session on the server if it can be reached soon; never throws. */
export async function endSessionOnServer(services: Services): Promise<void> {
  if (!offersSessions(services)) return;
  const { token } = services.session.read();
  const call = logout(services.api, token).catch(() => undefined);
  await Promise.race([call, new Promise((done) => setTimeout(done, LOGOUT_WAIT_MS))]);
}

/** Ends every session of the account on the server, then this one here; throws when not reached. */
export async function signOutEverywhere(services: Services): Promise<void> {
  await logoutAll(services.api);
  services.session.clear();
}

// The desk's services signed in as the demo club's owner against a real server process, as a screen
// test of a signed-in page starts: a fresh IndexedDB of its own, the session stored, the page's
// scroll calls quiet (jsdom has none).
import { vi } from 'vitest';
import { login } from '@/data/api/auth';
import { type AppServices, createAppServices } from '@/data/app-services';
import { englishDesk } from './english-desk';
import type { ServerProcess } from './server-process';

export async function signedInDesk(
  server: ServerProcess,
  dbPrefix: string,
): Promise<{ services: AppServices; token: string }> {
  window.localStorage.clear();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const services = createAppServices({
    messages: englishDesk,
    baseUrl: `${server.url}/api`,
    dbName: `${dbPrefix}-${crypto.randomUUID()}`,
  });
  const { jwt, userId } = await login(services.api, 'owner@example.com', 'Desk!2026');
  services.session.write({ token: jwt, userId, clubId: 1 });
  return { services, token: jwt };
}

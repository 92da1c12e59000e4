// For specs that need a server to themselves: many changes to the same landings, or a swap of the
// build it serves. Each test gets its own server and database, and the page's baseURL points there;
// the suite's shared server (fixtures.ts `desk`) is left as the other specs expect it.
import { DeskServer } from './desk-server';
import { test as base } from './fixtures';

interface FreshDeskFixtures {
  freshDesk: DeskServer;
}

export const test = base.extend<FreshDeskFixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from the destructuring
  freshDesk: async ({}, use) => {
    const server = await DeskServer.start();
    await use(server);
    await server.dispose();
  },
  baseURL: async ({ freshDesk }, use) => {
    await use(freshDesk.url);
  },
});

export { expect } from './fixtures';

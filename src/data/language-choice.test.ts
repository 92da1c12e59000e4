// This device's language and the signed-in owner's account, against the real server in-process:
// choosing a language keeps the account in it (the mails to the club's owner follow the desk),
// never when signed out, offline or on a server that does not keep one, and a failure stays
// silent: the desk's language on this device is all the screen waits for.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createI18n, localeOf } from '@/i18n/create-i18n';
import { englishDesk } from '@/test/english-desk';
import { memoryStorage } from '@/test/memory-storage';
import { createTestNetwork, type TestNetwork } from '@/test/test-network';
import { DEMO_OWNER_EMAIL } from '../../server/src/db/seed';
import { startTestServer } from '../../server/src/testing/test-server';
import { createApiClient } from './api/client';
import { type AccountLink, chooseLanguage, keepAccountLanguage } from './language-choice';
import { createServerInfo } from './server/server-info';
import { createSessionStore } from './session/session';
import { createConnectivity } from './sync/connectivity';

let server: Awaited<ReturnType<typeof startTestServer>>;
let owner: { id: number; token: string; clubId: number | null };

beforeAll(async () => {
  server = await startTestServer();
  const row = await server.db
    .selectFrom('users')
    .select(['id', 'clubOwner_id'])
    .where('email', '=', DEMO_OWNER_EMAIL)
    .executeTakeFirstOrThrow();
  owner = { id: row.id, token: await server.token(), clubId: row.clubOwner_id };
});
afterAll(() => server.close());

const storedLocale = async () =>
  (await server.db.selectFrom('users').select('locale').where('id', '=', owner.id).executeTakeFirstOrThrow())
    .locale;

let network: TestNetwork;
let account: AccountLink;

beforeEach(async () => {
  await server.db.updateTable('users').set({ locale: 'en' }).where('id', '=', owner.id).execute();
  network = createTestNetwork();
  const session = createSessionStore(memoryStorage());
  session.write({ token: owner.token, userId: owner.id, clubId: owner.clubId });
  const api = createApiClient({
    baseUrl: `${server.url}/api`,
    getToken: () => session.read().token,
    fetch: network.fetch,
  });
  account = { api, session, connectivity: createConnectivity(), server: createServerInfo(api) };
});

const puts = () => network.sent.filter((request) => request.method === 'PUT');

describe("the owner's account follows the desk's language", () => {
  it('keeps a signed-in owner in the language, on the own account only', async () => {
    await keepAccountLanguage(account, 'pt');
    expect(await storedLocale()).toBe('pt');
    expect(puts()).toEqual([expect.objectContaining({ path: `/api/users/${owner.id}`, status: 200 })]);
    await keepAccountLanguage(account, 'en');
    expect(await storedLocale()).toBe('en');
  });

  it('choosing a language on this device tells the server, without waiting for it', async () => {
    const i18n = createI18n('en', englishDesk);
    await chooseLanguage(i18n, 'pt', account);
    expect(localeOf(i18n)).toBe('pt');
    // The call runs on after chooseLanguage has resolved: wait for its answer.
    const deadline = Date.now() + 5_000;
    while (puts().length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    expect(puts()).toEqual([expect.objectContaining({ path: `/api/users/${owner.id}`, status: 200 })]);
    expect(await storedLocale()).toBe('pt');
    // Without the app's services (a test, or before sign-in's services exist) nothing is sent.
    await chooseLanguage(i18n, 'en');
    expect(localeOf(i18n)).toBe('en');
    expect(puts()).toHaveLength(1);
  });

  it('sends nothing signed out or offline', async () => {
    account.session.clear();
    await keepAccountLanguage(account, 'pt');
    account.session.write({ token: owner.token, userId: owner.id, clubId: owner.clubId });
    account.connectivity.report('unreachable');
    await keepAccountLanguage(account, 'pt');
    expect(network.sent).toEqual([]);
    expect(await storedLocale()).toBe('en');
  });

  it('sends nothing to a plain Strapi, and a refused or lost call says nothing', async () => {
    network.failNext(404, (request) => request.url.endsWith('/ppr-desk/capabilities'));
    await keepAccountLanguage(account, 'pt');
    expect(puts()).toEqual([]);

    const ours = { ...account, server: createServerInfo(account.api) };
    network.failNext(500, (request) => request.method === 'PUT');
    await expect(keepAccountLanguage(ours, 'pt')).resolves.toBeUndefined();
    network.offline = true;
    await expect(keepAccountLanguage(ours, 'pt')).resolves.toBeUndefined();
    expect(await storedLocale()).toBe('en');
  });
});

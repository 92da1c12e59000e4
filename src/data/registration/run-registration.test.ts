// Confirm against the real server in-process (fresh seeded SQLite per test): what it stores, and
// that failures at any call resume on retry without a second user or club. The SQLite file is
// read directly to count what exists.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listCategories } from '@/data/api/categories';
import { type ApiClient, createApiClient, type FetchLike } from '@/data/api/client';
import { listServices } from '@/data/api/services';
import { createServerInfo } from '@/data/server/server-info';
import type { RegistrationDraft } from '@/domain/accounts/registration';
import { type ConfirmProgress, emptyProgress } from '@/domain/accounts/registration-progress';
import { msg } from '@/i18n/messages';
import { filledDraft, NEW_OWNER } from '@/test/registration-fixture';
import { createTestNetwork, type TestNetwork } from '@/test/test-network';
import { inEnglish } from '@/test/words';
import { startTestServer } from '../../../server/src/testing/test-server';
import { offlineFailure, takenFailure } from './registration-errors';
import { confirmRegistration } from './run-registration';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

let server: TestServer;
let network: TestNetwork;
let api: ApiClient;
let draft: RegistrationDraft;
let saved: ConfirmProgress[];
const DRAFT_ID = 'c0ffee00-1111-4222-8333-444455556666';

function clientWith(fetch: FetchLike): ApiClient {
  return createApiClient({ baseUrl: `${server.url}/api`, getToken: () => null, fetch, timeoutMs: 5000 });
}

beforeEach(async () => {
  server = await startTestServer();
  network = createTestNetwork();
  api = clientWith(network.fetch);
  const categories = await listCategories(api);
  const services = Object.fromEntries((await listServices(api)).map((s) => [s.name, s.id]));
  const airstrip = categories.find((c) => c.name === 'Airstrip');
  if (!airstrip) throw new Error('seed has no Airstrip category');
  draft = filledDraft({ category: airstrip.id, services });
  saved = [];
});

afterEach(async () => {
  await server.close();
});

const confirm = (progress: ConfirmProgress = saved.at(-1) ?? emptyProgress(), client = api) =>
  confirmRegistration(
    {
      api: client,
      server: createServerInfo(client),
      saveProgress: (p) => saved.push(p),
      isOffline: () => false,
    },
    DRAFT_ID,
    draft,
    progress,
  );

const countUsers = async (email: string) =>
  (await server.db.selectFrom('users').select('id').where('email', '=', email).execute()).length;
const countClubs = async (name1: string) =>
  (await server.db.selectFrom('clubs').select('id').where('name1', '=', name1).execute()).length;

describe('confirmRegistration', () => {
  it('stores the user, the club as typed, a schedule per open day, the band and the chosen services', async () => {
    const outcome = await confirm(emptyProgress());
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.failure));

    const user = await server.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', outcome.userId)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ username: NEW_OWNER.username, email: NEW_OWNER.email });
    expect(user.clubOwner_id).toBe(outcome.clubId);

    const club = await server.db
      .selectFrom('clubs')
      .selectAll()
      .where('id', '=', outcome.clubId)
      .executeTakeFirstOrThrow();
    expect(club).toMatchObject({
      name1: NEW_OWNER.airfield,
      name2: 'LPEV',
      address: 'Estrada do Aeródromo, 7005-000 Évora',
      nif: '509876543',
      contact_name: 'Ana Silva',
      phone: '+351 266 000 111',
      email: NEW_OWNER.email,
      stripeEmail: null,
      category_id: draft.category,
      lat: 38.5297,
      long: -7.8919,
      helipad_latitude: 0,
      helipad_longitude: 0,
      altitude: 807,
      length: 1300,
      direction: '01/19',
      weight: 5700,
      request: 1,
      price_land: 12.5,
      price_touch: 6,
      hours_free_park: 2,
      price_park: 3,
      price_park_twin: 5,
      price_park_bizz: 20,
      price_park_heli: 8.5,
    });

    const schedules = await server.db
      .selectFrom('schedules')
      .select(['day_index', 'day', 'open', 'close'])
      .where('club_id', '=', outcome.clubId)
      .orderBy('day_index')
      .execute();
    expect(schedules).toEqual([
      { day_index: 0, day: 'mon', open: '09:00:00.000', close: '18:00:00.000' },
      { day_index: 5, day: 'sat', open: '10:00:00.000', close: '13:30:00.000' },
    ]);

    const bands = await server.db
      .selectFrom('mtows')
      .select(['weight1', 'weight2', 'priceLand', 'priceTouchGo'])
      .where('club_id', '=', outcome.clubId)
      .execute();
    expect(bands).toEqual([{ weight1: 0, weight2: 100_000, priceLand: 12.5, priceTouchGo: 6 }]);

    const clubServices = await server.db
      .selectFrom('club_services')
      .innerJoin('services', 'services.id', 'club_services.service_id')
      .select(['services.name', 'club_services.price'])
      .where('club_id', '=', outcome.clubId)
      .orderBy('services.name')
      .execute();
    expect(clubServices).toEqual([
      { name: 'Catering', price: 0 },
      { name: 'Fuel AVGAS 100LL', price: 2.1 },
    ]);

    // Every write after the (public) register carried a key made from the draft id.
    const writes = network.sent.filter((r) => r.method !== 'GET');
    expect(writes).toHaveLength(1 + 1 + 2 + 1 + 2);
    for (const write of writes) expect(write.idempotencyKey).toMatch(new RegExp(`^${DRAFT_ID}:`));
    expect(saved.at(-1)).toMatchObject({ clubId: outcome.clubId, bandDone: true });
  });

  it("keeps the desk's language with the new account, for the mails to the club's owner", async () => {
    const outcome = await confirmRegistration(
      {
        api,
        server: createServerInfo(api),
        saveProgress: (p) => saved.push(p),
        isOffline: () => false,
        locale: 'pt',
      },
      DRAFT_ID,
      draft,
      emptyProgress(),
    );
    if (!outcome.ok) throw new Error(outcome.failure.words.id);
    const user = await server.db
      .selectFrom('users')
      .select('locale')
      .where('id', '=', outcome.userId)
      .executeTakeFirstOrThrow();
    expect(user.locale).toBe('pt');
  });

  it("without a language given, the one this device's choice puts in effect (English in a test)", async () => {
    const outcome = await confirm(emptyProgress());
    if (!outcome.ok) throw new Error(outcome.failure.words.id);
    const user = await server.db
      .selectFrom('users')
      .select('locale')
      .where('id', '=', outcome.userId)
      .executeTakeFirstOrThrow();
    expect(user.locale).toBe('en');
  });

  it('after POST clubs answers 503 once (fetch wrapper), a retry resumes: one user, one club', async () => {
    network.failNext(503, (r) => r.method === 'POST' && new URL(r.url).pathname === '/api/clubs');

    const first = await confirm(emptyProgress());
    expect(first.ok).toBe(false);
    if (first.ok) return;
    expect(first.failure.kind).toBe('server');
    expect(inEnglish(first.failure.words)).toMatch(/^Creating the airfield failed/);
    expect(first.failure.words).toEqual(msg('registration.errors.failed.club'));
    expect(first.progress.account).not.toBeNull();
    expect(first.progress.clubId).toBeNull();
    expect(await countUsers(NEW_OWNER.email)).toBe(1);
    expect(await countClubs(NEW_OWNER.airfield)).toBe(0);

    const second = await confirm();
    expect(second.ok).toBe(true);
    expect(await countUsers(NEW_OWNER.email)).toBe(1);
    expect(await countClubs(NEW_OWNER.airfield)).toBe(1);
    expect(network.sent.filter((r) => r.path === '/api/auth/local/register')).toHaveLength(1);
  });

  it('when the answer to POST clubs is lost, the retry reuses its key and the server does not create it again', async () => {
    let dropped = false;
    const lossy: FetchLike = async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const response = await network.fetch(request);
      if (!dropped && request.method === 'POST' && new URL(request.url).pathname === '/api/clubs') {
        dropped = true;
        throw new TypeError('connection reset');
      }
      return response;
    };
    const first = await confirm(emptyProgress(), clientWith(lossy));
    expect(first.ok).toBe(false);
    if (first.ok) return;
    expect(first.failure).toEqual(offlineFailure());
    expect(await countClubs(NEW_OWNER.airfield)).toBe(1);

    const second = await confirm();
    if (!second.ok) throw new Error(JSON.stringify(second.failure));
    expect(await countClubs(NEW_OWNER.airfield)).toBe(1);
    const clubPosts = network.sent.filter((r) => r.path === '/api/clubs');
    expect(new Set(clubPosts.map((r) => r.idempotencyKey))).toEqual(new Set([`${DRAFT_ID}:club`]));
  });

  it('when the answer to register is lost, the retry continues with that account', async () => {
    let dropped = false;
    const lossy: FetchLike = async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const response = await network.fetch(request);
      if (!dropped && new URL(request.url).pathname === '/api/auth/local/register') {
        dropped = true;
        throw new TypeError('connection reset');
      }
      return response;
    };
    const first = await confirm(emptyProgress(), clientWith(lossy));
    expect(first.ok).toBe(false);
    expect(await countUsers(NEW_OWNER.email)).toBe(1);

    const second = await confirm();
    if (!second.ok) throw new Error(JSON.stringify(second.failure));
    expect(await countUsers(NEW_OWNER.email)).toBe(1);
    expect(await countClubs(NEW_OWNER.airfield)).toBe(1);
  });

  it("refuses a taken email with the server's message and creates nothing", async () => {
    draft = { ...draft, email: 'owner@example.com' };
    const outcome = await confirm(emptyProgress());
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.failure.kind).toBe('taken');
    expect(outcome.failure).toEqual(takenFailure());
    expect(inEnglish(outcome.failure.words)).toMatch(/^Email or Username are already taken\. /);
    expect(outcome.progress).toEqual(emptyProgress());
    expect(await countClubs(NEW_OWNER.airfield)).toBe(0);
  });

  it('says a connection is needed, and sends nothing, when the device is offline', async () => {
    network.offline = true;
    const outcome = await confirm(emptyProgress());
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.failure).toEqual(offlineFailure());
    expect(inEnglish(outcome.failure.words)).toMatch(/^Registration needs a connection\./);
    expect(await countUsers(NEW_OWNER.email)).toBe(0);
  });
});

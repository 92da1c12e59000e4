// Registration against a real Strapi (4.26.2 or 5; npm run test:strapi): the calls of docs/product.md#calls without
// any custom header, each record looked up before it is created so a Confirm whose answer was lost
// resumes without a second club, and an honest word that a plain Strapi cannot link the owner.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listCategories } from '@/data/api/categories';
import { type ApiClient, createApiClient } from '@/data/api/client';
import { listClubServices } from '@/data/api/club-services';
import { getClub } from '@/data/api/clubs';
import { listMtows } from '@/data/api/mtows';
import { listSchedules } from '@/data/api/schedules';
import { listServices } from '@/data/api/services';
import type { ServerInfo } from '@/data/server/server-info';
import type { RegistrationDraft } from '@/domain/accounts/registration';
import {
  type ConfirmProgress,
  emptyProgress,
  INITIAL_BAND_UPPER_KG,
} from '@/domain/accounts/registration-progress';
import { filledDraft } from '@/test/registration-fixture';
import { strapiApiUrl } from '@/test/strapi-peer';
import { createTestNetwork, type TestNetwork } from '@/test/test-network';
import { testServerInfo } from '@/test/test-server-info';
import { confirmRegistration } from './run-registration';

let network: TestNetwork;
let api: ApiClient;
let server: ServerInfo;
let draft: RegistrationDraft;
let saved: ConfirmProgress[];

beforeEach(async () => {
  network = createTestNetwork();
  api = createApiClient({
    baseUrl: strapiApiUrl(),
    getToken: () => null,
    fetch: network.fetch,
    wire: () => server.known()?.adapter.wire ?? null,
  });
  server = testServerInfo(api);
  // The fixture's category and two chosen services are mapped onto the peer's catalogue, read as
  // the wizard reads it (by the ids of whatever Strapi this is).
  const idOf = (rows: { id: number; name: string }[], name: string) => {
    const row = rows.find((candidate) => candidate.name === name);
    if (!row) throw new Error(`The peer has no ${name}`);
    return row.id;
  };
  const [categories, services] = await Promise.all([listCategories(api), listServices(api)]);
  const suffix = crypto.randomUUID().slice(0, 8);
  draft = {
    ...filledDraft({
      category: idOf(categories, 'Aerodrome'),
      services: { 'Fuel AVGAS 100LL': idOf(services, 'Fuel AVGAS'), Catering: idOf(services, 'Hangar') },
    }),
    username: `ops-${suffix}`,
    email: `ops-${suffix}@airfield.example`,
    name1: `Aeródromo ${suffix}`,
  };
  saved = [];
});

afterEach(() => {
  network.offline = false;
});

const confirm = (progress: ConfirmProgress = saved.at(-1) ?? emptyProgress()) =>
  confirmRegistration(
    {
      api,
      server,
      saveProgress: (p) => saved.push(p),
      isOffline: () => false,
    },
    'strapi-registration',
    draft,
    progress,
  );

describe('registration on a plain Strapi', () => {
  it('creates the account, the club, its opening hours, the band and the services, with no custom header', async () => {
    const outcome = await confirm();
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.failure));

    expect(outcome.ownerLinked).toBe(false);
    const as = { token: outcome.jwt };
    const owner = createApiClient({
      baseUrl: strapiApiUrl(),
      getToken: () => outcome.jwt,
      wire: () => server.known()?.adapter.wire ?? null,
    });
    expect(await getClub(owner, outcome.clubId)).toMatchObject({
      name1: draft.name1,
      name2: 'LPEV',
      nif: '509876543',
      email: draft.email,
      price_land: 12.5,
      category: { name: 'Aerodrome' },
    });
    expect((await listSchedules(owner, outcome.clubId)).map((s) => [s.day, s.open, s.close])).toEqual([
      ['mon', '09:00:00.000', '18:00:00.000'],
      ['sat', '10:00:00.000', '13:30:00.000'],
    ]);
    expect(
      (await listMtows(api, outcome.clubId, as)).map((b) => [b.weight1, b.weight2, b.priceLand]),
    ).toEqual([[0, INITIAL_BAND_UPPER_KG, 12.5]]);
    const services = await listClubServices(api, outcome.clubId, as);
    expect(services.map((s) => [s.service?.name, s.price]).sort()).toEqual([
      ['Fuel AVGAS', 2.1],
      ['Hangar', 0],
    ]);
    expect(network.sent.filter((r) => r.idempotencyKey !== null || r.ifMatch !== null)).toEqual([]);
  });

  it('resumes after the club creation lost its answer, without a second club', async () => {
    network.loseAnswerNext(
      (request) => request.method === 'POST' && new URL(request.url).pathname === '/api/clubs',
    );

    const first = await confirm();
    expect(first.ok).toBe(false);
    const second = await confirm();
    if (!second.ok) throw new Error(JSON.stringify(second.failure));

    const clubPosts = network.sent.filter((r) => r.method === 'POST' && r.path === '/api/clubs');
    expect(clubPosts).toHaveLength(1);
    expect(second.clubId).toBeGreaterThan(0);
    const schedulePosts = network.sent.filter((r) => r.method === 'POST' && r.path === '/api/schedules');
    expect(schedulePosts).toHaveLength(2);
  });
});

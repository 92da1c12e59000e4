// Renewing the access token on a 401 (docs/decisions/0023), against our real server in-process
// with access tokens of three seconds: the call is made once more with the renewed token, 401s at
// once share one refresh, and when the server refuses the refresh (the sign-in ended or ran out)
// the outbox keeps every change until the next sign-in, then sends each exactly once.
import { afterEach, describe, expect, it } from 'vitest';
import { getLanding } from '@/data/api/landings-api';
import { rejectedToken } from '@/data/db/meta';
import { memoryLock } from '@/data/sync/lock';
import { enqueue, listOutbox } from '@/data/sync/outbox';
import { memoryStorage } from '@/test/memory-storage';
import { OWNER, type SyncHarness, startSyncHarness } from '@/test/sync-harness';
import { createRenewal } from './renewal';
import { createSessionStore } from './session';

const TTL_S = 3;
const waitPast = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 100));

let h: SyncHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

async function harness(server: Parameters<typeof startSyncHarness>[0] = {}): Promise<SyncHarness> {
  h = await startSyncHarness({
    server: { accessTokenTtlSeconds: TTL_S, ...server.server },
    desk: { renew: true },
  });
  return h;
}

const refreshes = (desk: SyncHarness) => desk.network.sent.filter((r) => r.path === '/api/auth/refresh');

describe('renewal on a 401', () => {
  it('renews the expired access token through the refresh cookie, retries the call once, and keeps the new token', async () => {
    const desk = await harness();
    const before = desk.session.read().token;
    expect(desk.cookies.get('ppr_desk_refresh')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await waitPast(TTL_S);

    const landing = await getLanding(desk.api, 1);
    expect(landing.id).toBe(1);
    const calls = desk.network.sent.filter(
      (r) => r.path === '/api/landings/1' || r.path === '/api/auth/refresh',
    );
    expect(calls.map((r) => `${r.path} ${r.status}`)).toEqual([
      '/api/landings/1 401',
      '/api/auth/refresh 200',
      '/api/landings/1 200',
    ]);
    const after = desk.session.read();
    expect(after.token).not.toBe(before);
    expect(after).toMatchObject({ userId: desk.userId, clubId: desk.clubId });
  });

  it('401s at once share one refresh', async () => {
    const desk = await harness();
    await waitPast(TTL_S);
    const landings = await Promise.all([1, 2, 3, 4].map((id) => getLanding(desk.api, id)));
    expect(landings.map((l) => l.id)).toEqual([1, 2, 3, 4]);
    expect(refreshes(desk)).toHaveLength(1);
  });

  it('asks a server without sessions for nothing: its 401 stands', async () => {
    const session = createSessionStore(memoryStorage());
    session.write({ token: 'old', userId: 1, clubId: 1 });
    let asked = 0;
    const renew = createRenewal({
      api: () => {
        asked += 1;
        throw new Error('no refresh on a plain Strapi');
      },
      session,
      renews: async () => false,
      lock: memoryLock,
    });
    expect(await renew('old')).toBeNull();
    expect(asked).toBe(0);
    expect(session.read().token).toBe('old');
  });
});

describe('an offline desk whose session ran out', () => {
  it('keeps its outbox while the refresh is refused, and after a new sign-in sends each change exactly once', async () => {
    // A sign-in that ends after four seconds without a renewal.
    const desk = await harness({ server: { sessionLimits: { idleMs: 4000, absoluteMs: 60_000 } } });
    await desk.refreshUpcoming();
    desk.network.offline = true;
    const change = (landingId: number, patch: Record<string, unknown>) =>
      enqueue(
        desk.db,
        { kind: 'decision', landingId, patch, userId: desk.userId, clubId: desk.clubId },
        desk.clock,
      );
    await change(1, { permission: true, landing_permission: true });
    await change(2, { permission: false, landing_permission: false });
    await waitPast(4);

    desk.network.offline = false;
    const replayer = desk.replayer();
    expect((await replayer.drain()).stopped).toBe('auth');
    expect(refreshes(desk).map((r) => r.status)).toEqual([401]);
    const waiting = await listOutbox(desk.db);
    expect(waiting).toHaveLength(2);
    expect(waiting.every((entry) => entry.state === 'waiting')).toBe(true);
    expect(await rejectedToken(desk.db)).toBe(desk.session.read().token);

    await desk.signInAs(OWNER);
    expect((await replayer.drain()).sent).toBe(2);
    expect(await listOutbox(desk.db)).toHaveLength(0);
    expect((await desk.serverLanding(1)).permission).toBe(true);
    expect((await desk.serverLanding(2)).permission).toBe(false);
    const applied = desk.network.sent.filter(
      (r) => r.method === 'PUT' && r.path.startsWith('/api/landings/') && r.status === 200,
    );
    expect(applied.map((r) => r.path).sort()).toEqual(['/api/landings/1', '/api/landings/2']);
  });
});

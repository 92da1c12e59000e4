// The API client and the server refuse the same club values, with the one clubs schema: the
// client before anything is sent, the server when a body arrives without the client.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLUB_REFUSALS } from '@/test/fixtures/club-refusals';
import { type SyncHarness, startSyncHarness } from '@/test/sync-harness';
import { createClub, getClub, updateClub } from './clubs';
import { isApiError } from './errors';

let h: SyncHarness;
beforeAll(async () => {
  h = await startSyncHarness();
});
afterAll(() => h.close());

/** A PUT the server gets as it is, as a client without the schema (or an old outbox) would send it. */
const putDirect = (data: Record<string, unknown>) =>
  fetch(`${h.server.url}/api/clubs/${h.clubId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${h.session.read().token}` },
    body: JSON.stringify({ data }),
  });

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (isApiError(error) ? error : null),
  );

describe('club writes', () => {
  it.each(CLUB_REFUSALS.filter(({ field }) => field !== 'icao'))(
    '$field = $value is refused by the client unsent, and by the server when sent anyway',
    async ({ field, value }) => {
      const sentBefore = h.network.sent.length;
      const local = await refusal(updateClub(h.api, h.clubId, { [field]: value }));
      expect(local?.status).toBe(400);
      expect(local?.errorName).toBe('ValidationError');
      expect(local?.message).toBe(`Not sent: ${field} is not what the server accepts`);
      expect(h.network.sent.length).toBe(sentBefore);

      const direct = await putDirect({ [field]: value });
      expect(direct.status).toBe(400);
      const { error } = (await direct.json()) as {
        error: { name: string; details: { errors: { path: string[] }[] } };
      };
      expect(error.name).toBe('ValidationError');
      expect(error.details.errors.map((e) => e.path.join('.'))).toEqual([`data.${field}`]);
    },
  );

  it('sends what the schema takes, as it reads it, and the server stores it', async () => {
    const club = await updateClub(h.api, h.clubId, { name2: ' lpev ', lat: 38.5 });
    expect(club.name2).toBe('lpev');
    expect((await getClub(h.api, h.clubId)).lat).toBe(38.5);
  });

  it('refuses a registration payload the server would refuse before creating anything', async () => {
    const clubs = () => h.server.db.selectFrom('clubs').select('id').execute();
    const before = (await clubs()).length;
    const local = await refusal(createClub(h.api, { name1: 'Évora', icao: 'LPEVORA-ALL', user: h.userId }));
    expect(local?.message).toBe('Not sent: icao is not what the server accepts');
    expect((await clubs()).length).toBe(before);
  });
});

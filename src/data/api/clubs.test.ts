// The API client and the server refuse the same club values, with the one clubs schema: the
// client before anything is sent, the server when a body arrives without the client.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLUB_REFUSALS } from '@/test/fixtures/club-refusals';
import { refusedUnsent, sentDirect } from '@/test/refusal-checks';
import { type SyncHarness, startSyncHarness } from '@/test/sync-harness';
import { createClub, getClub, updateClub } from './clubs';

let h: SyncHarness;
beforeAll(async () => {
  h = await startSyncHarness();
});
afterAll(() => h.close());

describe('club writes', () => {
  it.each(CLUB_REFUSALS.filter(({ field }) => field !== 'icao'))(
    '$field = $value is refused by the client unsent, and by the server when sent anyway',
    async ({ field, value }) => {
      expect(await refusedUnsent(h, () => updateClub(h.api, h.clubId, { [field]: value }))).toBe(
        `Not sent: ${field} is not what the server accepts`,
      );
      expect(await sentDirect(h, 'PUT', `clubs/${h.clubId}`, { data: { [field]: value } })).toEqual({
        status: 400,
        fields: [`data.${field}`],
      });
    },
  );

  it('sends what the schema takes, as it reads it, and the server stores it', async () => {
    const club = await updateClub(h.api, h.clubId, { name2: ' lpev ', lat: 38.5 });
    expect(club.name2).toBe('LPEV');
    expect((await getClub(h.api, h.clubId)).lat).toBe(38.5);
  });

  it('refuses a registration payload the server would refuse before creating anything', async () => {
    const clubs = () => h.server.db.selectFrom('clubs').select('id').execute();
    const before = (await clubs()).length;
    const payload = { name1: 'Évora', icao: 'LPEVORA-ALL', user: h.userId };
    expect(await refusedUnsent(h, () => createClub(h.api, payload))).toBe(
      'Not sent: icao is not what the server accepts',
    );
    expect((await clubs()).length).toBe(before);
  });
});

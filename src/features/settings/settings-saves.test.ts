// Each settings save against the real server (in-process, fresh SQLite): it writes exactly the
// fields and rows its section owns, as SQLite shows them afterwards, and nothing else.
import { describe, expect, it } from 'vitest';
import { isApiError, isNetworkError } from '@/data/api/api-errors';
import { changePassword } from '@/data/api/auth';
import { listClubServices } from '@/data/api/club-services';
import { getClub, updateClub } from '@/data/api/clubs';
import { replaceClubMtows } from '@/data/api/mtows';
import { listSchedules } from '@/data/api/schedules';
import { listServices } from '@/data/api/services';
import { saveSchedules } from '@/data/settings/save-schedules';
import { saveServices } from '@/data/settings/save-services';
import { priceServiceEntry, toggleServiceEntry } from '@/domain/club/club-services-save';
import { type ClubGroup, clubDraft, clubGroupPayload } from '@/domain/club/club-settings';
import { checkBandsForSave } from '@/domain/fees/band-editing';
import { type SyncHarness, withSyncHarness } from '@/test/sync-harness';
import { toScheduleDraft } from './opening-hours/schedule-draft';
import { toServiceEntries } from './services/service-entries';

let h: SyncHarness;

withSyncHarness((started) => {
  h = started;
});

const clubRow = () =>
  h.server.db.selectFrom('clubs').selectAll().where('id', '=', h.clubId).executeTakeFirstOrThrow();
const scheduleRows = () =>
  h.server.db
    .selectFrom('schedules')
    .select(['day_index', 'day', 'open', 'close'])
    .where('club_id', '=', h.clubId)
    .orderBy('day_index')
    .execute();
const serviceRows = () =>
  h.server.db
    .selectFrom('club_services')
    .innerJoin('services', 'services.id', 'club_services.service_id')
    .select(['services.name', 'club_services.price'])
    .where('club_id', '=', h.clubId)
    // One turned off is kept, marked removed, for the landings that had it (docs/product.md#settings).
    .where('club_services.removed_at', 'is', null)
    .orderBy('services.name')
    .execute();

/** Save one club group through the section's payload, and say which columns changed in SQLite. */
async function saveGroup(group: ClubGroup, change: Record<string, string | boolean>): Promise<string[]> {
  const before = await clubRow();
  const club = await getClub(h.api, h.clubId);
  const check = clubGroupPayload(group, { ...clubDraft(club, group), ...change });
  if (!check.ok) throw new Error(JSON.stringify(check.problems));
  await updateClub(h.api, h.clubId, check.data);
  const after = await clubRow();
  // updatedAt and change_seq are bookkeeping every write moves (docs/decisions/0010).
  return Object.keys(after).filter(
    (key) =>
      key !== 'updatedAt' &&
      key !== 'change_seq' &&
      after[key as keyof typeof after] !== before[key as keyof typeof before],
  );
}

describe('club field groups', () => {
  it('Airfield details writes its six fields and no other column', async () => {
    const changed = await saveGroup('airfield', {
      name1: 'Aeródromo Novo',
      name2: 'LPNV',
      address: '',
      nif: '509999999',
      contact_name: 'Maria',
      phone: '+351 911 111 111',
    });
    expect(changed.sort()).toEqual(['address', 'contact_name', 'name1', 'name2', 'nif', 'phone']);
    expect(await clubRow()).toMatchObject({ name1: 'Aeródromo Novo', address: null, price_park: 5 });
  });

  it('Runway writes type, direction, position, elevation, length, weight and request only', async () => {
    const changed = await saveGroup('runway', {
      category: '2',
      direction: '18/36',
      lat: '38,5',
      long: '-9.2',
      altitude: '150',
      length: '1200',
      weight: '6000',
      request: true,
    });
    expect(changed.sort()).toEqual(
      ['altitude', 'category_id', 'direction', 'lat', 'length', 'long', 'request', 'weight'].sort(),
    );
    expect(await clubRow()).toMatchObject({
      category_id: 2,
      lat: 38.5,
      request: 1,
      name1: 'Example Aero Club',
    });
  });

  it('Pricing Parking writes the four hourly prices and the free hours only', async () => {
    const changed = await saveGroup('parking', {
      price_park: '6.5',
      price_park_twin: '9',
      price_park_bizz: '21',
      price_park_heli: '11',
      hours_free_park: '3',
    });
    expect(changed.sort()).toEqual(
      ['hours_free_park', 'price_park', 'price_park_bizz', 'price_park_heli', 'price_park_twin'].sort(),
    );
  });

  it('the home base discount writes that one field', async () => {
    expect(await saveGroup('discount', { home_base_discount: '12.5' })).toEqual(['home_base_discount']);
  });
});

describe('opening hours', () => {
  it('updates changed days, creates new ones and deletes removed ones', async () => {
    const saved = await listSchedules(h.api, h.clubId);
    const edited = toScheduleDraft(saved)
      .filter((row) => row.day !== 'sun')
      .map((row) => (row.day === 'mon' ? { ...row, open: '08:30', close: '20:00' } : row));
    await saveSchedules(h.api, h.clubId, saved, edited);
    const rows = await scheduleRows();
    expect(rows.map((row) => row.day)).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat']);
    expect(rows[0]).toEqual({ day_index: 0, day: 'mon', open: '08:30:00.000', close: '20:00:00.000' });
    expect(rows[1]).toMatchObject({ open: '09:00:00.000', close: '19:00:00.000' });
  });

  it("changes a day stored by its English name, as a Strapi sample's rows are", async () => {
    await h.server.db
      .updateTable('schedules')
      .set({ day: 'Sunday' })
      .where('club_id', '=', h.clubId)
      .where('day_index', '=', 6)
      .execute();
    const saved = await listSchedules(h.api, h.clubId);
    const edited = toScheduleDraft(saved)
      .filter((row) => row.day !== 'sat')
      .map((row) => (row.day === 'Sunday' ? { ...row, close: '16:00' } : row));
    await saveSchedules(h.api, h.clubId, saved, edited);
    const rows = await scheduleRows();
    // Our server stores it by its key; a plain Strapi keeps what it is sent, the name it had.
    expect(rows.map((row) => row.day)).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sun']);
    expect(rows.at(-1)?.close).toBe('16:00:00.000');
  });

  it('sends nothing when a row would be refused: no day is deleted for a change that cannot go', async () => {
    const before = await scheduleRows();
    const saved = await listSchedules(h.api, h.clubId);
    const edited = toScheduleDraft(saved)
      .filter((row) => row.day !== 'sat')
      .map((row) => (row.day === 'sun' ? { ...row, day: 'Dimanche', close: '16:00' } : row));
    await expect(saveSchedules(h.api, h.clubId, saved, edited)).rejects.toThrow();
    expect(await scheduleRows()).toEqual(before);
  });

  it('looks each day up on the server, so a stale local copy neither duplicates nor fails', async () => {
    const saved = await listSchedules(h.api, h.clubId);
    await saveSchedules(
      h.api,
      h.clubId,
      saved,
      toScheduleDraft(saved).filter((row) => row.day !== 'sat'),
    );
    // The same save again from the stale copy: Saturday is already gone, Monday already exists.
    const edited = toScheduleDraft(saved)
      .filter((row) => row.day !== 'sat')
      .map((row) => (row.day === 'mon' ? { ...row, close: '18:00' } : row));
    await saveSchedules(h.api, h.clubId, saved, edited);
    const rows = await scheduleRows();
    expect(rows.map((row) => row.day)).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sun']);
    expect(rows[0]?.close).toBe('18:00:00.000');
  });

  it('fails without a connection and changes nothing', async () => {
    const before = await scheduleRows();
    const saved = await listSchedules(h.api, h.clubId);
    h.network.offline = true;
    const failure = await saveSchedules(h.api, h.clubId, saved, []).catch((error: unknown) => error);
    expect(isNetworkError(failure)).toBe(true);
    expect(await scheduleRows()).toEqual(before);
  });
});

describe('weight bands', () => {
  const bandRows = () =>
    h.server.db
      .selectFrom('mtows')
      .select(['weight1', 'weight2', 'priceLand', 'priceTouchGo'])
      .where('club_id', '=', h.clubId)
      .orderBy('weight1')
      .execute();

  it('replaces all bands with the checked rows, bounds as integers and prices as decimals', async () => {
    const check = checkBandsForSave([
      { weight1: '0', weight2: '1200', priceLand: '16,5', priceTouchGo: '8' },
      { weight1: '1201', weight2: '9000', priceLand: '40', priceTouchGo: '20.25' },
    ]);
    if (!check.ok) throw new Error(JSON.stringify(check.problems));
    await replaceClubMtows(h.api, h.clubId, check.bands);
    expect(await bandRows()).toEqual([
      { weight1: 0, weight2: 1200, priceLand: 16.5, priceTouchGo: 8 },
      { weight1: 1201, weight2: 9000, priceLand: 40, priceTouchGo: 20.25 },
    ]);
    expect((await clubRow()).home_base_discount).toBe(10);
  });

  it('is all-or-nothing: a refused list leaves every band as it was', async () => {
    const before = await bandRows();
    const failure = await replaceClubMtows(h.api, h.clubId, [
      { weight1: 0, weight2: 1000, priceLand: 1, priceTouchGo: 1 },
      { weight1: 1500, weight2: 2000, priceLand: 1, priceTouchGo: 1 },
    ]).catch((error: unknown) => error);
    expect(isApiError(failure) && failure.status).toBe(400);
    expect(await bandRows()).toEqual(before);
  });
});

describe('extra services', () => {
  async function entries() {
    const [services, offers] = await Promise.all([listServices(h.api), listClubServices(h.api, h.clubId)]);
    return toServiceEntries({ services, offers: offers.map((offer) => ({ ...offer, clubId: h.clubId })) });
  }

  it('creates, updates and deletes only the entries touched', async () => {
    const list = (await entries()).map((entry) => {
      if (entry.name === 'Catering') return priceServiceEntry(toggleServiceEntry(entry, true), '');
      if (entry.name === 'Hangar overnight') return priceServiceEntry(entry, '30,5');
      if (entry.name === 'Aircraft cleaning') return toggleServiceEntry(entry, false);
      return entry;
    });
    await saveServices(h.api, h.clubId, list);
    expect(await serviceRows()).toEqual([
      { name: 'Catering', price: 0 },
      { name: 'Hangar overnight', price: 30.5 },
    ]);
  });

  it('leaves untouched entries alone and can repeat a save without creating a service twice', async () => {
    const list = (await entries()).map((entry) =>
      entry.name === 'Customs handling' ? priceServiceEntry(toggleServiceEntry(entry, true), '60') : entry,
    );
    await saveServices(h.api, h.clubId, list);
    await saveServices(h.api, h.clubId, list);
    expect(await serviceRows()).toEqual([
      { name: 'Aircraft cleaning', price: 16.5 },
      { name: 'Customs handling', price: 60 },
      { name: 'Hangar overnight', price: 33 },
    ]);
  });

  it('turned off and on again, a service comes back as the same link at its new price', async () => {
    const linkOf = async (name: string) =>
      (await listClubServices(h.api, h.clubId)).find((offer) => offer.service?.name === name)?.id;
    const before = await linkOf('Aircraft cleaning');
    expect(before).toEqual(expect.any(Number));
    const set = async (on: boolean, price: string) =>
      saveServices(
        h.api,
        h.clubId,
        (await entries()).map((entry) =>
          entry.name === 'Aircraft cleaning'
            ? priceServiceEntry(toggleServiceEntry(entry, on), price)
            : entry,
        ),
      );
    await set(false, '');
    expect(await linkOf('Aircraft cleaning')).toBeUndefined();
    await set(true, '18');
    expect(await linkOf('Aircraft cleaning')).toBe(before);
    expect(await serviceRows()).toContainEqual({ name: 'Aircraft cleaning', price: 18 });
  });
});

describe('change password', () => {
  it("gives the server's reason for a wrong current password", async () => {
    const failure = await changePassword(h.api, {
      currentPassword: 'not-it',
      password: 'New!Pass2026',
      passwordConfirmation: 'New!Pass2026',
    }).catch((error: unknown) => error);
    expect(isApiError(failure) && failure.message).toBe('The current password is wrong.');
  });
});

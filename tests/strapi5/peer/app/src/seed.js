// Role permissions and demo data of the Strapi 5 peer: the same club, accounts, aircraft, prices and
// landings as the Strapi 4 peer's seed, written through the Document Service and published.
// Deterministic (a fixed-seed PRNG), so every fresh database gets the same rows in the same order.

const API_NAMES = ['landing', 'club', 'category', 'aircraft', 'service', 'club-service', 'schedule', 'mtow'];
const CRUD = ['find', 'findOne', 'create', 'update', 'delete'];

// The Strapi 4 peer's grants, unchanged: Strapi 5 names the actions the same way.
const AUTHENTICATED_ACTIONS = [
  ...API_NAMES.flatMap((n) => CRUD.map((a) => `api::${n}.${n}.${a}`)),
  'plugin::users-permissions.user.find',
  'plugin::users-permissions.user.findOne',
  // granted by Strapi by default, listed so the intent is explicit:
  'plugin::users-permissions.user.me',
  'plugin::users-permissions.auth.changePassword',
];
const PUBLIC_ACTIONS = ['api::service.service.find', 'api::category.category.find'];

const PASSWORD = 'Passw0rd!';

async function grantPermissions(strapi) {
  const roleQuery = strapi.query('plugin::users-permissions.role');
  const permQuery = strapi.query('plugin::users-permissions.permission');
  const grant = async (roleType, actions) => {
    const role = await roleQuery.findOne({ where: { type: roleType } });
    if (!role) throw new Error(`users-permissions role '${roleType}' not found`);
    let created = 0;
    for (const action of actions) {
      const existing = await permQuery.findOne({ where: { action, role: role.id } });
      if (!existing) {
        await permQuery.create({ data: { action, role: role.id } });
        created += 1;
      }
    }
    if (created) strapi.log.info(`[seed] granted ${created} permission(s) to role '${roleType}'`);
  };
  await grant('authenticated', AUTHENTICATED_ACTIONS);
  await grant('public', PUBLIC_ACTIONS);
}

// mulberry32: small deterministic PRNG
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n) => String(n).padStart(2, '0');
const isoDate = (d) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

async function seed(strapi) {
  const landingCount = await strapi.db.query('api::landing.landing').count();
  if (landingCount > 0) {
    strapi.log.info(`[seed] ${landingCount} landing rows present, seeding skipped`);
    return;
  }
  const t0 = Date.now();
  const rnd = prng(42);
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const int = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));
  // Every entry is published at once, as an editor pressing "Publish" would; with Draft & Publish
  // on, Strapi keeps a draft row and a published row per document.
  const publish = (uid, data) => strapi.documents(uid).create({ data, status: 'published' });

  const authRole = await strapi
    .query('plugin::users-permissions.role')
    .findOne({ where: { type: 'authenticated' } });

  // categories (club categories)
  const categories = [];
  for (const name of ['Aerodrome', 'Ultralight field', 'Heliport']) {
    categories.push(await publish('api::category.category', { name }));
  }

  // the one club
  const club = await publish('api::club.club', {
    name1: 'Example Aero Club',
    name2: 'LPXE',
    address: 'Rua do Aerodromo 1, 2000-000 Exemplo',
    nif: '500000000',
    contact_name: 'Club Owner',
    phone: '+351 200 000 000',
    vat_rate: 23,
    category: categories[0].documentId,
    direction: '09/27',
    lat: 38.7223,
    long: -9.1393,
    altitude: 120,
    length: 900,
    weight: 5700,
    request: false,
    home_base_discount: 10,
    price_park: 5,
    price_park_twin: 8,
    price_park_bizz: 20,
    price_park_heli: 10,
    hours_free_park: 2,
    email: 'club@example.com',
    stripeEmail: 'billing@example.com',
    helipad_latitude: 38.7229,
    helipad_longitude: -9.1401,
    price_land: 15,
    price_touch: 7.5,
  });

  // club owner + 5 pilots (all with password Passw0rd!); the plugin's add() hashes the password
  const userService = strapi.plugin('users-permissions').service('user');
  const mkUser = (data) =>
    userService.add({
      provider: 'local',
      password: PASSWORD,
      confirmed: true,
      blocked: false,
      role: authRole.documentId,
      ...data,
    });
  const owner = await mkUser({
    username: 'owner',
    email: 'owner@example.com',
    name: 'Club Owner',
    licenceNumber: 'PT.FCL.0001',
    callSign: 'OWNER1',
    clubOwner: club.documentId,
  });
  const pilotNames = ['Ana Silva', 'Bruno Costa', 'Carla Dias', 'Duarte Esteves', 'Eva Fonseca'];
  const pilots = [];
  for (let i = 0; i < pilotNames.length; i += 1) {
    pilots.push(
      await mkUser({
        username: `pilot${i + 1}`,
        email: `pilot${i + 1}@example.com`,
        name: pilotNames[i],
        licenceNumber: `PT.FCL.${String(100 + i).padStart(4, '0')}`,
        callSign: `PILOT${i + 1}`,
      }),
    );
  }

  // 6 aircraft, one helicopter
  const aircraftDefs = [
    ['Cessna 172 CS-AAA', 'Single engine'],
    ['Piper PA-28 CS-AAB', 'Single engine'],
    ['Tecnam P2002 CS-UAC', 'Ultralight'],
    ['Beechcraft Baron CS-AAD', 'Twin engine'],
    ['Cessna Citation CS-AAE', 'Business jet'],
    ['Robinson R44 CS-HAF', 'Helicopter'],
  ];
  const aircraft = [];
  for (const [name, category] of aircraftDefs) {
    aircraft.push(await publish('api::aircraft.aircraft', { name, category }));
  }

  // 4 services and the club's price for each
  const serviceDefs = [
    ['Fuel AVGAS', 'https://example.com/icons/fuel.svg', 2.5],
    ['Hangar', 'https://example.com/icons/hangar.svg', 30],
    ['Handling', 'https://example.com/icons/handling.svg', 20],
    ['Cleaning', 'https://example.com/icons/cleaning.svg', 15],
  ];
  const clubServices = [];
  for (const [name, icon, price] of serviceDefs) {
    const service = await publish('api::service.service', { name, icon, price, active: true });
    clubServices.push(
      await publish('api::club-service.club-service', {
        club: club.documentId,
        service: service.documentId,
        price: price * 1.1,
      }),
    );
  }

  // opening hours, Monday..Sunday
  const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  for (let i = 0; i < days.length; i += 1) {
    await publish('api::schedule.schedule', {
      club: club.documentId,
      day_index: i,
      day: days[i],
      open: i < 5 ? '08:00:00.000' : '09:00:00.000',
      close: i < 5 ? '20:00:00.000' : '18:00:00.000',
    });
  }

  // MTOW price bands
  for (const [weight1, weight2, priceLand, priceTouchGo] of [
    [0, 1000, 12, 6],
    [1001, 2000, 20, 10],
    [2001, 5700, 45, 22.5],
  ]) {
    await publish('api::mtow.mtow', { club: club.documentId, weight1, weight2, priceLand, priceTouchGo });
  }

  // ~200 landings relative to today (UTC): finished over the past 180 days, parked since today or
  // the last two days, pending requests for today and the next 7 days (40% accepted, 15% rejected,
  // the rest undecided: permission left null). Same draws, in the same order, as the v4 seed.
  const purposes = ['Training', 'Tourism', 'Business', 'Refuel', 'Maintenance', 'training_touch_and_go'];
  const passengers = ['John Doe', 'Jane Roe', 'Maria Santos', 'Paulo Lima', 'Rita Sousa', 'Tiago Alves'];
  const flyers = [...pilots, owner];
  const DAY = 86400000;
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (let i = 0; i < 200; i += 1) {
    const hh = int(8, 18);
    const mm = pick([0, 15, 30, 45]);
    const r = rnd();
    const status = r < 0.5 ? 'finished' : r < 0.6 ? 'parked' : 'pending';
    const base =
      status === 'finished'
        ? today - int(1, 180) * DAY
        : status === 'parked'
          ? today - int(0, 2) * DAY
          : today + int(0, 7) * DAY;
    const ata = new Date(base + (hh * 60 + mm) * 60000);
    const parkedMin = int(20, 600);
    const ac = pick(aircraft);
    const svc = clubServices.filter(() => rnd() < 0.35).map((s) => s.documentId);
    const pax = passengers.filter(() => rnd() < 0.25);
    const d = rnd();
    const approved = status !== 'pending' ? true : d < 0.4 ? true : d < 0.55 ? false : null;
    const paymentStatus = status === 'finished' ? (rnd() < 0.85 ? 'Paid' : 'Captive') : 'Pending';
    const price = Math.round((ac.category === 'Helicopter' ? 25 : 15) * (1 + rnd()) * 100) / 100;
    const landingPurpose = pick(purposes);
    const user = pick(flyers).documentId;
    const from = rnd() < 0.3 ? club.documentId : null;
    await publish('api::landing.landing', {
      date: isoDate(new Date(base)),
      time: `${pad(hh)}:${pad(mm)}:00.000`,
      status,
      permission: approved,
      landing_permission: approved,
      paymentStatus,
      ata: status === 'pending' ? null : ata.toISOString(),
      departure: status === 'finished' ? new Date(ata.getTime() + parkedMin * 60000).toISOString() : null,
      price,
      landingPurpose,
      passengers_on_board: JSON.stringify(pax),
      time_parked: status === 'finished' ? `${Math.floor(parkedMin / 60)}h ${parkedMin % 60}m` : null,
      club: club.documentId,
      club_services: svc,
      aircraft: ac.documentId,
      user,
      from,
    });
  }

  strapi.log.info(
    `[seed] created 3 categories, 1 club, 1 owner + 5 pilots, 6 aircraft, 4 services, ` +
      `4 club-services, 7 schedules, 3 mtows, 200 landings (all published) in ${Date.now() - t0} ms`,
  );
}

module.exports = { grantPermissions, seed, PASSWORD };

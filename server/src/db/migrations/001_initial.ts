// Migration 001: every entity of docs/product.md#data, the landing/club-service link and the
// idempotency keys.
import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('categories')
    .addColumn('id', t.int, t.id)
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('clubs')
    .addColumn('id', t.int, t.id)
    .addColumn('name1', 'text', (c) => c.notNull())
    .addColumn('name2', 'text')
    .addColumn('address', 'text')
    .addColumn('nif', 'text')
    .addColumn('contact_name', 'text')
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('stripeEmail', 'text')
    .addColumn('vat_rate', t.real)
    .addColumn('category_id', t.int, (c) => c.references('categories.id').onDelete('set null'))
    .addColumn('direction', 'text')
    .addColumn('lat', t.real)
    .addColumn('long', t.real)
    .addColumn('helipad_latitude', t.real)
    .addColumn('helipad_longitude', t.real)
    .addColumn('altitude', t.real)
    .addColumn('length', t.real)
    .addColumn('weight', t.real)
    .addColumn('request', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('home_base_discount', t.real)
    .addColumn('price_land', t.real)
    .addColumn('price_touch', t.real)
    .addColumn('price_park', t.real)
    .addColumn('price_park_twin', t.real)
    .addColumn('price_park_bizz', t.real)
    .addColumn('price_park_heli', t.real)
    .addColumn('hours_free_park', t.real)
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', t.int, t.id)
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull().defaultTo('local'))
    .addColumn('password_hash', 'text')
    .addColumn('token_version', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('confirmed', t.int, (c) => c.notNull().defaultTo(1))
    .addColumn('blocked', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'text')
    .addColumn('licenceNumber', 'text')
    .addColumn('callSign', 'text')
    .addColumn('clubOwner_id', t.int, (c) => c.references('clubs.id').onDelete('set null').unique())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await sql`CREATE UNIQUE INDEX users_email_unique ON users (lower(email))`.execute(db);
  await sql`CREATE UNIQUE INDEX users_username_unique ON users (lower(username))`.execute(db);

  await db.schema
    .createTable('aircrafts')
    .addColumn('id', t.int, t.id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('mtow', t.real, (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('services')
    .addColumn('id', t.int, t.id)
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('icon', 'text')
    .addColumn('price', t.real)
    .addColumn('active', t.int, (c) => c.notNull().defaultTo(1))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('club_services')
    .addColumn('id', t.int, t.id)
    .addColumn('club_id', t.int, (c) => c.notNull().references('clubs.id').onDelete('cascade'))
    .addColumn('service_id', t.int, (c) => c.notNull().references('services.id').onDelete('cascade'))
    .addColumn('price', t.real, (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .addUniqueConstraint('club_services_club_service_unique', ['club_id', 'service_id'])
    .execute();

  await db.schema
    .createTable('schedules')
    .addColumn('id', t.int, t.id)
    .addColumn('club_id', t.int, (c) => c.notNull().references('clubs.id').onDelete('cascade'))
    .addColumn('day_index', t.int, (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('open', 'text', (c) => c.notNull())
    .addColumn('close', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .addUniqueConstraint('schedules_club_day_unique', ['club_id', 'day_index'])
    .execute();

  await db.schema
    .createTable('mtows')
    .addColumn('id', t.int, t.id)
    .addColumn('club_id', t.int, (c) => c.notNull().references('clubs.id').onDelete('cascade'))
    .addColumn('weight1', t.int, (c) => c.notNull())
    .addColumn('weight2', t.int, (c) => c.notNull())
    .addColumn('priceLand', t.real, (c) => c.notNull())
    .addColumn('priceTouchGo', t.real, (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mtows_club').on('mtows').column('club_id').execute();

  await db.schema
    .createTable('landings')
    .addColumn('id', t.int, t.id)
    .addColumn('club_id', t.int, (c) => c.notNull().references('clubs.id').onDelete('cascade'))
    .addColumn('aircraft_id', t.int, (c) => c.references('aircrafts.id').onDelete('set null'))
    .addColumn('user_id', t.int, (c) => c.references('users.id').onDelete('set null'))
    .addColumn('from_id', t.int, (c) => c.references('clubs.id').onDelete('set null'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('time', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('permission', t.int)
    .addColumn('landing_permission', t.int)
    .addColumn('paymentStatus', 'text')
    .addColumn('ata', 'text')
    .addColumn('departure', 'text')
    .addColumn('price', t.real)
    .addColumn('landingPurpose', 'text')
    .addColumn('passengers_on_board', 'text')
    .addColumn('time_parked', 'text')
    .addColumn('email', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('landings_club_date')
    .on('landings')
    .columns(['club_id', 'date', 'time'])
    .execute();
  await db.schema.createIndex('landings_club_status').on('landings').columns(['club_id', 'status']).execute();

  await db.schema
    .createTable('landings_club_services')
    .addColumn('landing_id', t.int, (c) => c.notNull().references('landings.id').onDelete('cascade'))
    .addColumn('club_service_id', t.int, (c) =>
      c.notNull().references('club_services.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('landings_club_services_pk', ['landing_id', 'club_service_id'])
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', t.int, (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('status_code', t.int, (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'idempotency_keys',
    'landings_club_services',
    'landings',
    'mtows',
    'schedules',
    'club_services',
    'services',
    'aircrafts',
    'users',
    'clubs',
    'categories',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

// Migration 001: every SPEC §3 entity, the landing/club-service link and the idempotency keys.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('clubs')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name1', 'text', (c) => c.notNull())
    .addColumn('name2', 'text')
    .addColumn('address', 'text')
    .addColumn('nif', 'text')
    .addColumn('contact_name', 'text')
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('stripeEmail', 'text')
    .addColumn('vat_rate', 'real')
    .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('set null'))
    .addColumn('direction', 'text')
    .addColumn('lat', 'real')
    .addColumn('long', 'real')
    .addColumn('helipad_latitude', 'real')
    .addColumn('helipad_longitude', 'real')
    .addColumn('altitude', 'real')
    .addColumn('length', 'real')
    .addColumn('weight', 'real')
    .addColumn('request', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('home_base_discount', 'real')
    .addColumn('price_land', 'real')
    .addColumn('price_touch', 'real')
    .addColumn('price_park', 'real')
    .addColumn('price_park_twin', 'real')
    .addColumn('price_park_bizz', 'real')
    .addColumn('price_park_heli', 'real')
    .addColumn('hours_free_park', 'real')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull().defaultTo('local'))
    .addColumn('password_hash', 'text')
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('confirmed', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('blocked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'text')
    .addColumn('licenceNumber', 'text')
    .addColumn('callSign', 'text')
    .addColumn('clubOwner_id', 'integer', (c) => c.references('clubs.id').onDelete('set null').unique())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await sql`CREATE UNIQUE INDEX users_email_unique ON users (lower(email))`.execute(db);
  await sql`CREATE UNIQUE INDEX users_username_unique ON users (lower(username))`.execute(db);

  await db.schema
    .createTable('aircrafts')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('mtow', 'real', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('services')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('icon', 'text')
    .addColumn('price', 'real')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('club_services')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
    .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id').onDelete('cascade'))
    .addColumn('price', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .addUniqueConstraint('club_services_club_service_unique', ['club_id', 'service_id'])
    .execute();

  await db.schema
    .createTable('schedules')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
    .addColumn('day_index', 'integer', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('open', 'text', (c) => c.notNull())
    .addColumn('close', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .addUniqueConstraint('schedules_club_day_unique', ['club_id', 'day_index'])
    .execute();

  await db.schema
    .createTable('mtows')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
    .addColumn('weight1', 'integer', (c) => c.notNull())
    .addColumn('weight2', 'integer', (c) => c.notNull())
    .addColumn('priceLand', 'real', (c) => c.notNull())
    .addColumn('priceTouchGo', 'real', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mtows_club').on('mtows').column('club_id').execute();

  await db.schema
    .createTable('landings')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
    .addColumn('aircraft_id', 'integer', (c) => c.references('aircrafts.id').onDelete('set null'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('from_id', 'integer', (c) => c.references('clubs.id').onDelete('set null'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('time', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('permission', 'integer')
    .addColumn('landing_permission', 'integer')
    .addColumn('paymentStatus', 'text')
    .addColumn('ata', 'text')
    .addColumn('departure', 'text')
    .addColumn('price', 'real')
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
    .addColumn('landing_id', 'integer', (c) => c.notNull().references('landings.id').onDelete('cascade'))
    .addColumn('club_service_id', 'integer', (c) =>
      c.notNull().references('club_services.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('landings_club_services_pk', ['landing_id', 'club_service_id'])
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer', (c) => c.notNull())
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

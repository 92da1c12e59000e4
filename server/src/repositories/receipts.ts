// What a receipt prints (docs/decisions/0031): one landing with its club's letterhead, VAT rate and
// parking rates, and the services it had. Reads only.
import type { Db } from '../db/database';

export function receiptRow(db: Db, landingId: number) {
  return db
    .selectFrom('landings')
    .innerJoin('clubs', 'clubs.id', 'landings.club_id')
    .leftJoin('aircrafts', 'aircrafts.id', 'landings.aircraft_id')
    .select([
      'landings.id',
      'landings.club_id',
      'landings.ppr',
      'landings.status',
      'landings.paymentStatus',
      'landings.payment_method',
      'landings.paid_cents',
      'landings.date',
      'landings.time',
      'landings.ata',
      'landings.departure',
      'landings.registration',
      'landings.aircraftType',
      'landings.landingPurpose',
      'landings.price',
      'landings.fee_by_hand',
      'landings.fee_reason',
      'landings.locale',
      'landings.updatedAt',
      'aircrafts.name as aircraftName',
      'aircrafts.category as aircraftCategory',
      'clubs.name1 as clubName',
      'clubs.name2 as clubIcao',
      'clubs.address as clubAddress',
      'clubs.nif as clubNif',
      'clubs.phone as clubPhone',
      'clubs.vat_rate as vatRate',
      'clubs.clock as clubClock',
      'clubs.price_park',
      'clubs.price_park_twin',
      'clubs.price_park_bizz',
      'clubs.price_park_heli',
      'clubs.hours_free_park',
    ])
    .where('landings.id', '=', landingId)
    .executeTakeFirst();
}

export type ReceiptRow = NonNullable<Awaited<ReturnType<typeof receiptRow>>>;

// The club-owned settings collections: schedules (one per weekday), closures (closure dates),
// mtows (weight bands) and club-services (a service the club offers, at its price). Their field rules are the shared
// schemas in src/domain; the rules across fields and rows (a day's name, a band's order) live here.

import { isOpenBeforeClose, WEEKDAYS } from '@/domain/club/schedule';
import { isWeekdayAt } from '@/domain/club/weekday-names';
import { toStoredTime } from '@/domain/time/time-of-day';
import { mtowCreate, mtowUpdate } from '@/domain/wire/band-schema';
import { closureCreate, closureUpdate } from '@/domain/wire/closure-schema';
import { clubServiceCreate, clubServiceUpdate } from '@/domain/wire/club-service-schema';
import { scheduleCreate, scheduleUpdate } from '@/domain/wire/schedule-schema';
import { msg } from '@/i18n/messages';
import { removedClubService, serviceExists } from '../repositories/lookups';
import { fieldError, validationError } from '../strapi/errors';
import type { ClubRecordResource } from './club-records';

type ScheduleData = { day_index: number; day: string; open: string; close: string };

function checkSchedule(row: ScheduleData) {
  if (!isWeekdayAt(row.day_index, row.day)) {
    throw validationError(`day_index ${row.day_index} is not ${row.day} (0 is Monday)`);
  }
  if (!isOpenBeforeClose(row.open, row.close))
    throw validationError('The opening time must be before the closing time');
  return {
    day_index: row.day_index,
    // Stored by its key, whichever name it came by.
    day: WEEKDAYS[row.day_index]?.day ?? row.day,
    open: toStoredTime(row.open),
    close: toStoredTime(row.close),
  };
}

export const schedules: ClubRecordResource<ScheduleData, Partial<ScheduleData>> = {
  name: 'schedules',
  table: 'schedules',
  create: scheduleCreate,
  update: scheduleUpdate,
  toInsert: async (_db, data) => checkSchedule(data),
  toUpdate: async (_db, data, current) => {
    const { club: _club, ...changes } = data as Partial<ScheduleData> & { club?: number };
    return checkSchedule({ ...(current as unknown as ScheduleData), ...changes });
  },
  duplicateMessage: 'This day already has a schedule',
};

type ClosureData = { from_date: string; to_date: string; note: string };

/** docs/product/movement-log.md, "Closure dates": the last day is not before the first. */
function checkClosure(row: ClosureData) {
  if (row.to_date < row.from_date) throw fieldError('to_date', msg('validation.closure.toBeforeFrom'));
  return { from_date: row.from_date, to_date: row.to_date, note: row.note };
}

export const closures: ClubRecordResource<ClosureData, Partial<ClosureData>> = {
  name: 'closures',
  table: 'closures',
  create: closureCreate,
  update: closureUpdate,
  toInsert: async (_db, data) => checkClosure(data),
  toUpdate: async (_db, data, current) => {
    const { club: _club, ...changes } = data as Partial<ClosureData> & { club?: number };
    return checkClosure({ ...(current as unknown as ClosureData), ...changes });
  },
  duplicateMessage: 'This closure already exists',
};

type MtowData = { weight1: number; weight2: number; priceLand: number; priceTouchGo: number };

function checkMtow(row: MtowData) {
  if (row.weight1 > row.weight2) throw validationError('weight1 must not be above weight2');
  return {
    weight1: row.weight1,
    weight2: row.weight2,
    priceLand: row.priceLand,
    priceTouchGo: row.priceTouchGo,
  };
}

export const mtows: ClubRecordResource<MtowData, Partial<MtowData>> = {
  name: 'mtows',
  table: 'mtows',
  create: mtowCreate,
  update: mtowUpdate,
  toInsert: async (_db, data) => checkMtow(data),
  toUpdate: async (_db, data, current) => {
    const { club: _club, ...changes } = data as Partial<MtowData> & { club?: number };
    return checkMtow({ ...(current as unknown as MtowData), ...changes });
  },
  duplicateMessage: 'This band already exists',
};

type ClubServiceData = { service: number; price: number };

export const clubServices: ClubRecordResource<ClubServiceData, { price: number }> = {
  name: 'club-services',
  table: 'club_services',
  create: clubServiceCreate,
  update: clubServiceUpdate,
  toInsert: async (db, data) => {
    if (!(await serviceExists(db, data.service))) throw validationError('Unknown service');
    return { service_id: data.service, price: data.price };
  },
  toUpdate: async (_db, data) => ({ price: data.price }),
  duplicateMessage: 'This service is already offered by the club',
  softRemoval: {
    removedTwin: (db, columns, clubId) => removedClubService(db, clubId, Number(columns.service_id)),
  },
};

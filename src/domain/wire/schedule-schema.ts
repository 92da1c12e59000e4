// The schedules resource (a club's opening hours on one weekday) as one zod/mini schema: the
// server's routes validate with it and the API client checks a row with it before sending.
import { z } from 'zod/mini';
import type { MessageId } from '@/i18n/messages';
import { isWeekdayName } from '../club/weekday-names';
import { isTimeOfDay } from '../time/time-of-day';
import { relationId } from './club-schema';

/** Strapi's time type: HH:mm:ss with optional milliseconds (HH:mm alone is refused). */
export const timeOfDay = z
  .string()
  .check(z.refine((time) => isTimeOfDay(time, 'stored'), 'validation.timeOfDay' satisfies MessageId));

const scheduleFields = {
  club: relationId,
  day_index: z.int().check(z.gte(0), z.lte(6)),
  // Our key ('mon'), or the day's English name, which a club's own Strapi may hold ('Monday': the
  // Strapi sample's rows): a saved day is sent back as it was stored, only its times changed.
  day: z.string().check(z.refine(isWeekdayName)),
  open: timeOfDay,
  close: timeOfDay,
};

export const scheduleCreate = z.partial(z.strictObject(scheduleFields), { club: true });
export const scheduleUpdate = z.partial(z.strictObject(scheduleFields));

// The closures resource (a club's closure dates, docs/product/movement-log.md "Closure dates") as
// one zod/mini schema: the server's routes validate with it and the API client checks a row with
// it before sending. That `to_date` is not before `from_date` is checked across fields by the route.
import { z } from 'zod/mini';
import type { MessageId } from '@/i18n/messages';
import { CLOSURE_NOTE_MAX, isCalendarDate } from '../club/closure-form';
import { relationId } from './club-schema';

const calendarDate = (key: MessageId) => z.string().check(z.refine(isCalendarDate, key));

const closureFields = {
  club: relationId,
  from_date: calendarDate('validation.closure.date'),
  to_date: calendarDate('validation.closure.to'),
  note: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.closure.noteMissing' satisfies MessageId),
      z.maxLength(CLOSURE_NOTE_MAX, 'validation.closure.noteTooLong' satisfies MessageId),
    ),
};

export const closureCreate = z.partial(z.strictObject(closureFields), { club: true });
export const closureUpdate = z.partial(z.strictObject(closureFields));

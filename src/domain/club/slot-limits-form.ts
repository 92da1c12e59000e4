// What the owner types for the slot limits (docs/product/slot-limits.md) and the club columns it
// saves as: whole numbers or blank for no limit; a window's length only with its arrivals.
import { type Message, msg } from '@/i18n/messages';
import { isSlotMinutes, SLOT_ARRIVALS_MAX, SLOT_PER_DAY_MAX, type StoredSlotLimit } from './slot-limits';

export interface SlotDraft {
  arrivals: string;
  /** One of SLOT_MINUTES, as the select holds it. */
  minutes: string;
  perDay: string;
}

type SlotColumns = Required<StoredSlotLimit>;

export type SlotCheck =
  | { ok: true; columns: SlotColumns }
  | { ok: false; problems: Partial<Record<'arrivals' | 'perDay', Message>> };

const DEFAULT_MINUTES = 30;

export function slotDraftOf(club: StoredSlotLimit): SlotDraft {
  return {
    arrivals: club.slot_arrivals ? String(club.slot_arrivals) : '',
    minutes: String(isSlotMinutes(club.slot_minutes) ? club.slot_minutes : DEFAULT_MINUTES),
    perDay: club.slot_per_day ? String(club.slot_per_day) : '',
  };
}

/** A blank field is no limit; otherwise a whole number from 1 to `max`, or undefined. */
function count(typed: string, max: number): number | null | undefined {
  const text = typed.trim();
  if (text === '') return null;
  if (!/^\d{1,4}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 && value <= max ? value : undefined;
}

export function slotColumns(draft: SlotDraft): SlotCheck {
  const arrivals = count(draft.arrivals, SLOT_ARRIVALS_MAX);
  const perDay = count(draft.perDay, SLOT_PER_DAY_MAX);
  const minutes = Number(draft.minutes);
  const problems: Partial<Record<'arrivals' | 'perDay', Message>> = {};
  if (arrivals === undefined)
    problems.arrivals = msg('settings.slots.countInvalid', { max: SLOT_ARRIVALS_MAX });
  if (perDay === undefined) problems.perDay = msg('settings.slots.countInvalid', { max: SLOT_PER_DAY_MAX });
  // A day that takes fewer than one window does would make the window's count a promise never kept.
  if (arrivals && perDay && perDay < arrivals)
    problems.perDay = msg('settings.slots.dayBelowWindow', { arrivals });
  if (arrivals === undefined || perDay === undefined || problems.perDay || !isSlotMinutes(minutes))
    return { ok: false, problems };
  return {
    ok: true,
    columns: {
      slot_arrivals: arrivals,
      slot_minutes: arrivals === null ? null : minutes,
      slot_per_day: perDay,
    },
  };
}

import { describe, expect, it } from 'vitest';
import { deskSlotWarning } from './desk-slot-warning';
import { askableSpan, checkSlot, freeTimesOf, heldMinutes, holdsSlot } from './slot-day';
import { freeTimes, nextFreeTimes, readSlotLimit, type SlotLimit, slotVerdict } from './slot-limits';

const twoPerHalfHour: SlotLimit = { window: { arrivals: 2, minutes: 30 }, perDay: null };
const at = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

describe('readSlotLimit', () => {
  it('reads a window limit, a day limit, both, or none', () => {
    expect(readSlotLimit({ slot_arrivals: 2, slot_minutes: 30, slot_per_day: null })).toEqual(twoPerHalfHour);
    expect(readSlotLimit({ slot_per_day: 12 })).toEqual({ window: null, perDay: 12 });
    expect(readSlotLimit({ slot_arrivals: 3, slot_minutes: 60, slot_per_day: 20 })).toEqual({
      window: { arrivals: 3, minutes: 60 },
      perDay: 20,
    });
    expect(readSlotLimit({})).toBeNull();
    expect(readSlotLimit(null)).toBeNull();
  });

  it('ignores a window without both of its parts, a length that does not divide the day, and nonsense', () => {
    expect(readSlotLimit({ slot_arrivals: 2, slot_minutes: null })).toBeNull();
    expect(readSlotLimit({ slot_arrivals: 2, slot_minutes: 45 })).toBeNull();
    expect(readSlotLimit({ slot_arrivals: 0, slot_minutes: 30 })).toBeNull();
    expect(readSlotLimit({ slot_arrivals: 2.5, slot_minutes: 30 })).toBeNull();
    expect(readSlotLimit({ slot_per_day: -1 })).toBeNull();
  });
});

describe('slotVerdict', () => {
  it('counts the arrivals of the window the minute falls in, windows starting at midnight', () => {
    const held = [at('10:00'), at('10:29')];
    expect(slotVerdict(twoPerHalfHour, held, at('10:15'))).toBe('window-full');
    expect(slotVerdict(twoPerHalfHour, held, at('10:30'))).toBe('free');
    expect(slotVerdict(twoPerHalfHour, held, at('09:59'))).toBe('free');
    expect(slotVerdict(twoPerHalfHour, [at('10:00')], at('10:10'))).toBe('free');
  });

  it('says a full day before a full window', () => {
    const limit: SlotLimit = { window: { arrivals: 1, minutes: 60 }, perDay: 2 };
    expect(slotVerdict(limit, [at('08:00'), at('09:00')], at('08:30'))).toBe('day-full');
    expect(slotVerdict(limit, [at('08:00')], at('08:30'))).toBe('window-full');
    expect(slotVerdict({ window: null, perDay: 2 }, [at('08:00')], at('08:00'))).toBe('free');
  });
});

describe('free times', () => {
  const span = { from: at('09:00'), to: at('11:00') };

  it('lists the windows with room inside the askable span, the first one from its first open minute', () => {
    const held = [at('09:05'), at('09:10'), at('10:00')];
    expect(freeTimes(twoPerHalfHour, held, span)).toEqual([
      at('09:30'),
      at('10:00'),
      at('10:30'),
      at('11:00'),
    ]);
    expect(freeTimes(twoPerHalfHour, held, { from: at('09:15'), to: at('10:10') })).toEqual([
      at('09:30'),
      at('10:00'),
    ]);
    // Today from 10:12 on: the 10:00 window still has room from 10:12.
    expect(freeTimes(twoPerHalfHour, held, span, at('10:12'))).toEqual([
      at('10:12'),
      at('10:30'),
      at('11:00'),
    ]);
  });

  it('names the next free ones after a full window, at most three, and none on a full day', () => {
    const held = [at('09:00'), at('09:01'), at('09:30'), at('09:31')];
    expect(nextFreeTimes(twoPerHalfHour, held, at('09:15'), span)).toEqual([
      at('10:00'),
      at('10:30'),
      at('11:00'),
    ]);
    expect(freeTimes({ window: null, perDay: 4 }, held, span)).toEqual([]);
    expect(freeTimes({ window: null, perDay: 5 }, held, span)).toEqual([at('09:00')]);
  });
});

describe('a day of slots on the club clock', () => {
  const landing = (
    date: string,
    time: string,
    extra: Partial<{ status: string; permission: boolean | number | null }> = {},
  ) => ({
    date,
    time,
    status: 'pending',
    permission: null,
    ...extra,
  });

  it('counts what is expected to land: waiting, accepted, parked and gone; never refused, cancelled or no-show', () => {
    expect(holdsSlot({ status: 'pending', permission: null })).toBe(true);
    expect(holdsSlot({ status: 'finished', permission: 1 })).toBe(true);
    expect(holdsSlot({ status: 'pending', permission: false })).toBe(false);
    expect(holdsSlot({ status: 'pending', permission: 0 })).toBe(false);
    expect(holdsSlot({ status: 'cancelled', permission: true })).toBe(false);
    expect(holdsSlot({ status: 'no_show', permission: true })).toBe(false);
  });

  it("reads stored UTC times on the club's clock: Lisbon summer time is an hour ahead, and 23:30 UTC is the next day", () => {
    const landings = [
      landing('2026-07-10', '09:00:00.000'),
      landing('2026-07-09', '23:30:00.000'),
      landing('2026-07-10', '23:30:00.000'),
      landing('2026-07-10', '09:10:00.000', { status: 'cancelled' }),
    ];
    expect(heldMinutes(landings, '2026-07-10', 'Europe/Lisbon')).toEqual([at('10:00'), at('00:30')]);
    expect(heldMinutes(landings, '2026-07-10', 'UTC')).toEqual([at('09:00'), at('23:30')]);
  });

  // 2026-07-10 is a Friday: day_index 4.
  const hours = [{ day_index: 4, open: '09:00:00.000', close: '18:00:00.000' }];

  it('asks within the opening hours when the club refuses requests outside them, else the whole day', () => {
    expect(askableSpan('2026-07-10', 'Europe/Lisbon', hours, true)).toEqual({
      from: at('09:00'),
      to: at('18:00'),
    });
    // The same hours on a UTC clock, in summer: an hour earlier.
    expect(askableSpan('2026-07-10', 'UTC', hours, true)).toEqual({ from: at('08:00'), to: at('17:00') });
    expect(askableSpan('2026-07-11', 'Europe/Lisbon', hours, true)).toBeNull();
    expect(askableSpan('2026-07-11', 'Europe/Lisbon', hours, false)).toEqual({ from: 0, to: 1439 });
    expect(askableSpan('2026-07-11', 'Europe/Lisbon', [], true)).toEqual({ from: 0, to: 1439 });
  });

  it('checks a full slot with the next free times as a time input shows them', () => {
    const day = {
      limit: twoPerHalfHour,
      held: [at('10:00'), at('10:20')],
      span: { from: at('09:00'), to: at('11:00') },
    };
    expect(checkSlot(day, at('10:05'))).toEqual({ verdict: 'window-full', next: ['10:30', '11:00'] });
    expect(checkSlot(day, at('09:45'))).toEqual({ verdict: 'free', next: [] });
    expect(freeTimesOf(day)).toEqual(['09:00', '09:30', '10:30', '11:00']);
    expect(freeTimesOf({ ...day, span: null })).toEqual([]);
  });

  it('warns the desk by how much one more goes over, and says nothing when it fits', () => {
    expect(deskSlotWarning(twoPerHalfHour, [at('10:00'), at('10:20')], at('10:25'))).toEqual({
      id: 'movements.createLanding.slotFull',
      values: { from: '10:00', to: '10:30', held: 2, arrivals: 2 },
    });
    expect(deskSlotWarning(twoPerHalfHour, [at('10:00')], at('10:25'))).toBeNull();
    expect(deskSlotWarning({ window: null, perDay: 1 }, [at('08:00')], at('15:00'))).toEqual({
      id: 'movements.createLanding.dayFull',
      values: { held: 1, perDay: 1 },
    });
  });
});

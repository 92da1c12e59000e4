import { describe, expect, it } from 'vitest';
import { slotColumns, slotDraftOf } from './slot-limits-form';

describe('the slot limits form', () => {
  it('reads the stored columns, blank for none and 30 minutes until a window is set', () => {
    expect(slotDraftOf({ slot_arrivals: 2, slot_minutes: 20, slot_per_day: 12 })).toEqual({
      arrivals: '2',
      minutes: '20',
      perDay: '12',
    });
    expect(slotDraftOf({})).toEqual({ arrivals: '', minutes: '30', perDay: '' });
  });

  it('saves whole numbers, blank as no limit, and no window length without its arrivals', () => {
    expect(slotColumns({ arrivals: ' 3 ', minutes: '60', perDay: '' })).toEqual({
      ok: true,
      columns: { slot_arrivals: 3, slot_minutes: 60, slot_per_day: null },
    });
    expect(slotColumns({ arrivals: '', minutes: '60', perDay: '40' })).toEqual({
      ok: true,
      columns: { slot_arrivals: null, slot_minutes: null, slot_per_day: 40 },
    });
  });

  it('names each count that is not one, with its bound', () => {
    expect(slotColumns({ arrivals: '0', minutes: '30', perDay: '2.5' })).toEqual({
      ok: false,
      problems: {
        arrivals: { id: 'settings.slots.countInvalid', values: { max: 99 } },
        perDay: { id: 'settings.slots.countInvalid', values: { max: 999 } },
      },
    });
    expect(slotColumns({ arrivals: '100', minutes: '30', perDay: '' }).ok).toBe(false);
    expect(slotColumns({ arrivals: '2', minutes: '45', perDay: '' }).ok).toBe(false);
  });

  it('refuses a day that takes fewer arrivals than one window', () => {
    expect(slotColumns({ arrivals: '2', minutes: '30', perDay: '1' })).toEqual({
      ok: false,
      problems: { perDay: { id: 'settings.slots.dayBelowWindow', values: { arrivals: 2 } } },
    });
    expect(slotColumns({ arrivals: '2', minutes: '30', perDay: '2' }).ok).toBe(true);
  });
});

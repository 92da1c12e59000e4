import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { closureCreate } from '../wire/closure-schema';
import { closureOn } from './closure-dates';
import {
  CLOSURE_NOTE_MAX,
  closureOfForm,
  closureProblems,
  isCalendarDate,
  upcomingClosures,
} from './closure-form';

const resurfacing = { id: 1, from: '2026-12-01', to: '2026-12-03', note: 'Runway resurfacing' };
const christmas = { id: 2, from: '2026-12-25', to: '2026-12-25', note: 'Christmas' };
const past = { id: 3, from: '2026-11-01', to: '2026-11-02', note: 'Air show' };

describe('closureOn', () => {
  it('finds the closure a date falls on, both ends included', () => {
    const closures = [resurfacing, christmas];
    expect(closureOn('2026-12-01', closures)).toBe(resurfacing);
    expect(closureOn('2026-12-02', closures)).toBe(resurfacing);
    expect(closureOn('2026-12-03', closures)).toBe(resurfacing);
    expect(closureOn('2026-12-25', closures)).toBe(christmas);
  });
  it('is null on an open day and with no closures', () => {
    expect(closureOn('2026-11-30', [resurfacing])).toBeNull();
    expect(closureOn('2026-12-04', [resurfacing])).toBeNull();
    expect(closureOn('2026-12-02', [])).toBeNull();
  });
  it('gives the earliest of overlapping closures', () => {
    const later = { id: 4, from: '2026-12-02', to: '2026-12-10', note: 'Works' };
    expect(closureOn('2026-12-02', [later, resurfacing])).toBe(resurfacing);
  });
});

describe('upcomingClosures', () => {
  it('keeps closures not over yet, the soonest first', () => {
    expect(upcomingClosures([christmas, past, resurfacing], '2026-11-26')).toEqual([resurfacing, christmas]);
  });
  it('keeps a closure that is running today', () => {
    expect(upcomingClosures([resurfacing], '2026-12-03')).toEqual([resurfacing]);
    expect(upcomingClosures([resurfacing], '2026-12-04')).toEqual([]);
  });
});

describe('closureProblems', () => {
  const today = '2026-11-26';
  const ok = { from: '2026-12-01', to: '2026-12-03', note: 'Runway resurfacing' };
  it('takes a range and a single day', () => {
    expect(closureProblems(ok, today)).toEqual({});
    expect(closureProblems({ ...ok, to: '' }, today)).toEqual({});
    expect(closureOfForm({ ...ok, to: '', note: '  Works ' })).toEqual({
      from: '2026-12-01',
      to: '2026-12-01',
      note: 'Works',
    });
  });
  it('refuses an end before the start', () => {
    expect(closureProblems({ ...ok, to: '2026-11-30' }, today).to?.id).toBe(
      'validation.closure.toBeforeFrom',
    );
  });
  it('refuses a closure already over', () => {
    expect(closureProblems({ ...ok, from: '2026-11-01', to: '2026-11-02' }, today).to?.id).toBe(
      'validation.closure.past',
    );
  });
  it('refuses missing or impossible dates', () => {
    expect(closureProblems({ ...ok, from: '' }, today).from?.id).toBe('validation.closure.date');
    expect(closureProblems({ ...ok, from: '2026-02-30' }, today).from?.id).toBe('validation.closure.date');
    expect(closureProblems({ ...ok, to: '2026-13-01' }, today).to?.id).toBe('validation.closure.to');
  });
  it('bounds the note', () => {
    expect(closureProblems({ ...ok, note: '  ' }, today).note?.id).toBe('validation.closure.noteMissing');
    expect(closureProblems({ ...ok, note: 'x'.repeat(CLOSURE_NOTE_MAX) }, today)).toEqual({});
    expect(closureProblems({ ...ok, note: 'x'.repeat(CLOSURE_NOTE_MAX + 1) }, today).note?.id).toBe(
      'validation.closure.noteTooLong',
    );
  });
});

describe('isCalendarDate', () => {
  it('takes real dates only', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
  });
});

describe('closureCreate', () => {
  it('checks the fields the server stores', () => {
    const body = { club: 1, from_date: '2026-12-01', to_date: '2026-12-03', note: ' Works ' };
    expect(z.parse(closureCreate, body)).toEqual({ ...body, note: 'Works' });
    const refused = z.safeParse(closureCreate, { ...body, note: 'x'.repeat(CLOSURE_NOTE_MAX + 1) });
    expect(refused.error?.issues[0]?.message).toBe('validation.closure.noteTooLong');
    expect(z.safeParse(closureCreate, { ...body, from_date: '2026-02-30' }).success).toBe(false);
  });
});

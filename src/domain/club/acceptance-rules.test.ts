import { describe, expect, it } from 'vitest';
import {
  type AcceptanceRules,
  afterSunset,
  autoAnswerOf,
  decideByRules,
  isAcceptanceRules,
  NO_ACCEPTANCE_RULES,
  type RequestFacts,
  readAcceptanceRules,
  ruleConflicts,
  sunsetOnClock,
  sunTimes,
} from './acceptance-rules';

// Ponte de Sor (LPSO), 39.2 N 8.06 W: the airfield's published sunset is about 17:14 UTC at the
// winter solstice and 20:03 UTC (21:03 summer time) at the summer one.
const ponteDeSor = { lat: 39.2, long: -8.06 };
const minutesOff = (at: Date, iso: string): number => Math.abs(at.getTime() - Date.parse(iso)) / 60_000;

const facts = (over: Partial<RequestFacts> = {}): RequestFacts => ({
  registration: 'CS-AAA',
  email: 'pilot@example.com',
  homeBased: false,
  mtowKg: 1000,
  inHours: true,
  onClosure: false,
  arrival: new Date('2026-06-21T10:00:00Z'),
  ...over,
});

const rules = (
  over: Partial<Record<'own' | 'listed' | 'weight', boolean>> = {},
  maxKg = 2000,
): AcceptanceRules => ({
  rules: [
    { kind: 'own-aircraft', on: over.own ?? false },
    { kind: 'listed', on: over.listed ?? false, registrations: ['cs aaa'], emails: ['Friend@Example.com'] },
    { kind: 'in-hours-below-weight', on: over.weight ?? false, maxKg },
  ],
  neverAfterSunset: true,
  neverOnClosure: true,
});

describe('sunset at the airfield', () => {
  it('is about 17:14 UTC at Ponte de Sor in winter and 20:03 UTC in summer', () => {
    const winter = sunTimes('2026-12-21', ponteDeSor.lat, ponteDeSor.long);
    const summer = sunTimes('2026-06-21', ponteDeSor.lat, ponteDeSor.long);
    expect(minutesOff(winter.sunset, '2026-12-21T17:14:00Z')).toBeLessThan(4);
    expect(minutesOff(summer.sunset, '2026-06-21T20:03:00Z')).toBeLessThan(4);
    expect(minutesOff(winter.sunrise, '2026-12-21T07:49:00Z')).toBeLessThan(4);
  });

  it('calls an arrival after sunset or before sunrise dark, and cannot tell without coordinates', () => {
    expect(afterSunset(new Date('2026-12-21T17:30:00Z'), ponteDeSor)).toBe(true);
    expect(afterSunset(new Date('2026-06-21T17:30:00Z'), ponteDeSor)).toBe(false);
    expect(afterSunset(new Date('2026-06-21T04:30:00Z'), ponteDeSor)).toBe(true);
    expect(afterSunset(new Date('2026-06-21T12:00:00Z'), { lat: null, long: null })).toBeNull();
  });
});

describe('decideByRules', () => {
  it('waits for the desk when every rule is off', () => {
    expect(decideByRules(facts({ homeBased: true }), NO_ACCEPTANCE_RULES, ponteDeSor)).toEqual({
      wait: 'no-rule',
    });
  });

  it('accepts the club’s own (home-based) aircraft', () => {
    expect(decideByRules(facts({ homeBased: true }), rules({ own: true }), ponteDeSor)).toEqual({
      accept: 'own-aircraft',
    });
    expect(decideByRules(facts(), rules({ own: true }), ponteDeSor)).toEqual({ wait: 'no-rule' });
  });

  it('accepts a listed registration (spaces, dashes and case aside) or a listed email', () => {
    expect(decideByRules(facts(), rules({ listed: true }), ponteDeSor)).toEqual({ accept: 'listed' });
    const byEmail = facts({ registration: 'D-EXYZ', email: ' friend@example.COM' });
    expect(decideByRules(byEmail, rules({ listed: true }), ponteDeSor)).toEqual({ accept: 'listed' });
    expect(decideByRules(facts({ registration: 'D-EXYZ' }), rules({ listed: true }), ponteDeSor)).toEqual({
      wait: 'no-rule',
    });
  });

  it('accepts inside hours at or below the weight, holds above it, passes outside hours', () => {
    expect(decideByRules(facts({ mtowKg: 2000 }), rules({ weight: true }), ponteDeSor)).toEqual({
      accept: 'in-hours-below-weight',
    });
    expect(decideByRules(facts({ mtowKg: 2001 }), rules({ weight: true }), ponteDeSor)).toEqual({
      wait: 'over-weight',
    });
    expect(decideByRules(facts({ inHours: false }), rules({ weight: true }), ponteDeSor)).toEqual({
      wait: 'no-rule',
    });
    expect(decideByRules(facts({ mtowKg: null }), rules({ weight: true }), ponteDeSor)).toEqual({
      wait: 'no-rule',
    });
  });

  it('never accepts after sunset, on a closure date, or without the airfield’s coordinates', () => {
    const winterEvening = facts({ arrival: new Date('2026-12-21T17:30:00Z') });
    expect(decideByRules(winterEvening, rules({ listed: true }), ponteDeSor)).toEqual({
      wait: 'after-sunset',
    });
    const summerEvening = facts({ arrival: new Date('2026-06-21T19:45:00Z') });
    expect(decideByRules(summerEvening, rules({ listed: true }), ponteDeSor)).toEqual({ accept: 'listed' });
    expect(decideByRules(facts({ onClosure: true }), rules({ listed: true }), ponteDeSor)).toEqual({
      wait: 'closure',
    });
    expect(decideByRules(facts(), rules({ listed: true }), { lat: null, long: null })).toEqual({
      wait: 'no-coordinates',
    });
    const guardsOff = { ...rules({ listed: true }), neverAfterSunset: false };
    expect(decideByRules(winterEvening, guardsOff, ponteDeSor)).toEqual({ accept: 'listed' });
  });

  it('lets order decide a listed aircraft above the weight limit', () => {
    const heavy = facts({ mtowKg: 5700 });
    expect(decideByRules(heavy, rules({ listed: true, weight: true }), ponteDeSor)).toEqual({
      accept: 'listed',
    });
    const weightFirst = rules({ listed: true, weight: true });
    weightFirst.rules = [weightFirst.rules[2], weightFirst.rules[0], weightFirst.rules[1]].flatMap((r) =>
      r ? [r] : [],
    );
    expect(decideByRules(heavy, weightFirst, ponteDeSor)).toEqual({ wait: 'over-weight' });
  });
});

describe('ruleConflicts', () => {
  it('names each accepting rule against the weight limit and which one wins', () => {
    expect(ruleConflicts(rules({ listed: true, weight: true }, 1500))).toEqual([
      { accepting: 'listed', maxKg: 1500, wins: 'listed' },
    ]);
    const set = rules({ own: true, weight: true });
    set.rules = [set.rules[2], set.rules[0], set.rules[1]].flatMap((r) => (r ? [r] : []));
    expect(ruleConflicts(set)).toEqual([
      { accepting: 'own-aircraft', maxKg: 2000, wins: 'in-hours-below-weight' },
    ]);
    expect(ruleConflicts(rules({ listed: true }))).toEqual([]);
  });
});

describe('stored rules', () => {
  it('reads a stored set back and anything else as no rules', () => {
    const set = rules({ listed: true });
    expect(readAcceptanceRules(JSON.stringify(set))).toEqual(set);
    expect(readAcceptanceRules('not json')).toEqual(NO_ACCEPTANCE_RULES);
    expect(readAcceptanceRules(null)).toEqual(NO_ACCEPTANCE_RULES);
    expect(isAcceptanceRules({ ...set, rules: [set.rules[0], set.rules[0], set.rules[1]] })).toBe(false);
    expect(
      isAcceptanceRules({ ...set, rules: [{ kind: 'in-hours-below-weight', on: true, maxKg: -1 }] }),
    ).toBe(false);
  });
});

describe('what the pilot page says of sunset and of the rules', () => {
  it("gives the day's sunset on the club's clock: Lisbon summer time in June, UTC in December", () => {
    expect(sunsetOnClock('2026-06-21', 39.2115, -8.0578, 'Europe/Lisbon')).toMatch(/^21:0[0-6]$/);
    expect(sunsetOnClock('2026-12-21', 39.2115, -8.0578, 'Europe/Lisbon')).toMatch(/^17:1[0-8]$/);
    expect(sunsetOnClock('2026-12-21', null, -8.0578, 'UTC')).toBeNull();
  });

  it('names the rules that are on, never who is listed, and nothing when none is on', () => {
    expect(autoAnswerOf(readAcceptanceRules(null))).toBeNull();
    expect(
      autoAnswerOf({
        rules: [
          { kind: 'listed', on: true, registrations: ['CS-SEC'], emails: ['who@example.com'] },
          { kind: 'own-aircraft', on: false },
          { kind: 'in-hours-below-weight', on: true, maxKg: 1500 },
        ],
        neverAfterSunset: true,
        neverOnClosure: true,
      }),
    ).toEqual({ own: false, listed: true, maxKg: 1500, neverAfterSunset: true });
  });
});

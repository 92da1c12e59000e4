// Acceptance rules (docs/product/acceptance-rules.md): which routine pilot requests the desk lets
// decide themselves. An ordered list of rules, each on or off, read top down: the first rule that
// decides (accepts, or holds a request for the desk) wins. Two guards, never after sunset and never
// on a closure date, stop every accept whatever the order. Sunset comes from suncalc, not from
// hand-written astronomy, at the airfield's coordinates; every instant here is UTC.
import SunCalc from 'suncalc';
import { wallClock } from '../time/instants';
import type { AcceptanceRuleKind, AcceptanceRules } from './acceptance-rule-set';

export * from './acceptance-rule-set';

/** What the rules read of one request, as it was filed. */
export interface RequestFacts {
  registration: string;
  email: string;
  /** The request departs from this airfield: one of the club's own (home-based) aircraft. */
  homeBased: boolean;
  /** kg, the catalogue's or the declared one; null when neither is known. */
  mtowKg: number | null;
  /** The arrival falls inside the club's opening hours. */
  inHours: boolean;
  /** The arrival's date is a closure date. */
  onClosure: boolean;
  /** The arrival, UTC. */
  arrival: Date;
}

/** The airfield's coordinates, degrees; null when the club has not set them. */
export interface RulesContext {
  lat: number | null;
  long: number | null;
}

export type WaitReason = 'no-rule' | 'after-sunset' | 'no-coordinates' | 'closure' | 'over-weight';
export type RulesDecision = { accept: AcceptanceRuleKind } | { wait: WaitReason };

const normalRegistration = (text: string): string => text.replace(/[\s-]/g, '').toUpperCase();
const normalEmail = (text: string): string => text.trim().toLowerCase();

/** The arrival's day's sunrise and sunset at the airfield (UTC), by suncalc. */
export function sunTimes(date: string, lat: number, long: number): { sunrise: Date; sunset: Date } {
  // Noon UTC picks the right day for any airfield within twelve hours of Greenwich.
  const { sunrise, sunset } = SunCalc.getTimes(new Date(`${date}T12:00:00Z`), lat, long);
  return { sunrise, sunset };
}

/**
 * That day's sunset at the airfield as `zone`'s clock shows it ('HH:mm'); null without coordinates
 * or in a polar day or night.
 */
export function sunsetOnClock(
  date: string,
  lat: number | null,
  long: number | null,
  zone: string,
): string | null {
  if (lat === null || long === null) return null;
  const { sunset } = sunTimes(date, lat, long);
  return Number.isNaN(sunset.getTime()) ? null : (wallClock(sunset, zone)?.time ?? null);
}

/** What the pilot's page says the rules answer at once (never who is listed); null when no rule is on. */
export interface AutoAnswer {
  own: boolean;
  listed: boolean;
  maxKg: number | null;
  neverAfterSunset: boolean;
}

export function autoAnswerOf(set: AcceptanceRules): AutoAnswer | null {
  const on = set.rules.filter((rule) => rule.on);
  if (on.length === 0) return null;
  const weight = on.find((rule) => rule.kind === 'in-hours-below-weight');
  return {
    own: on.some((rule) => rule.kind === 'own-aircraft'),
    listed: on.some((rule) => rule.kind === 'listed'),
    maxKg: weight?.kind === 'in-hours-below-weight' ? weight.maxKg : null,
    neverAfterSunset: set.neverAfterSunset,
  };
}

/** Whether an arrival is in the dark: after that day's sunset or before its sunrise. */
export function afterSunset(arrival: Date, context: RulesContext): boolean | null {
  if (context.lat === null || context.long === null || Number.isNaN(arrival.getTime())) return null;
  const { sunrise, sunset } = sunTimes(arrival.toISOString().slice(0, 10), context.lat, context.long);
  // A polar day or night gives invalid times: no sunset to hold against, or no daylight at all.
  if (Number.isNaN(sunset.getTime()) || Number.isNaN(sunrise.getTime())) return null;
  return arrival.getTime() > sunset.getTime() || arrival.getTime() < sunrise.getTime();
}

/** What one rule says of a request: accept, hold for the desk, or nothing (the next rule reads it). */
function ruleSays(
  rule: AcceptanceRules['rules'][number],
  facts: RequestFacts,
): 'accept' | 'over-weight' | null {
  if (!rule.on) return null;
  switch (rule.kind) {
    case 'own-aircraft':
      return facts.homeBased ? 'accept' : null;
    case 'listed': {
      const registration = normalRegistration(facts.registration);
      const email = normalEmail(facts.email);
      const listed =
        rule.registrations.some(
          (typed) => normalRegistration(typed) === registration && registration !== '',
        ) || rule.emails.some((typed) => normalEmail(typed) === email && email !== '');
      return listed ? 'accept' : null;
    }
    case 'in-hours-below-weight':
      if (facts.mtowKg === null || !facts.inHours) return null;
      return facts.mtowKg <= rule.maxKg ? 'accept' : 'over-weight';
  }
}

/** The rules' decision on a request: the first rule that decides wins; the guards stop any accept. */
export function decideByRules(
  facts: RequestFacts,
  rules: AcceptanceRules,
  context: RulesContext,
): RulesDecision {
  let accepted: AcceptanceRuleKind | null = null;
  for (const rule of rules.rules) {
    const said = ruleSays(rule, facts);
    if (said === 'over-weight') return { wait: 'over-weight' };
    if (said === 'accept') {
      accepted = rule.kind;
      break;
    }
  }
  if (accepted === null) return { wait: 'no-rule' };
  if (rules.neverOnClosure && facts.onClosure) return { wait: 'closure' };
  if (rules.neverAfterSunset) {
    const dark = afterSunset(facts.arrival, context);
    // Without coordinates there is no sunset to check: the desk decides.
    if (dark === null) return { wait: 'no-coordinates' };
    if (dark) return { wait: 'after-sunset' };
  }
  return { accept: accepted };
}

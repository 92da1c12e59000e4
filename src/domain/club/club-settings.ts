// The club's settings groups and the fields each one owns (the club update call): a settings
// section sends only its own group, so saving one never overwrites another's fields. Also how the
// form's text becomes the values the API stores, each accepted by the server's own club schema.
import { type Message, msg } from '@/i18n/messages';
import { decimalText } from '../desk/decimal-text';
import { isBlank, parseDecimal } from '../desk/inputs';
import { amountText } from '../fees/money';
import { AIRFIELD_CODES } from './airfield-codes';
import { acceptsClubField, type ClubCreateField } from '../wire/club-schema';
import type { Club } from '../wire/entities';
import {
  CLUB_NUMBER_RANGE,
  CLUB_TEXT_MAX,
  CLUB_WHOLE_NUMBERS,
  type ClubNumberField,
  type ClubTextField,
  isClubNumberField,
} from './club-limits';

/**
 * Our server's club fields that a block of their own saves (the request page's address, overdue
 * minutes, the clock, acceptance rules, slot limits): never a field group's save, never registration's.
 */
export type OwnBlockClubField =
  | 'slug'
  | 'overdue_minutes'
  | 'clock'
  | 'acceptance_rules'
  | 'slot_arrivals'
  | 'slot_minutes'
  | 'slot_per_day';

export type ClubFieldKey = Exclude<
  keyof Club,
  'id' | 'createdAt' | 'updatedAt' | 'email' | 'stripeEmail' | 'vat_rate' | OwnBlockClubField
>;

export type ClubFieldKind = 'text' | 'decimal' | 'relation' | 'boolean';

export interface ClubFieldRule {
  key: ClubFieldKey;
  kind: ClubFieldKind;
  required?: boolean;
  /** Decimals: the smallest value allowed. */
  min?: number;
  /** Decimals: the largest value allowed; text: the most characters. */
  max?: number;
}

const text = (key: ClubFieldKey & ClubTextField, required = false): ClubFieldRule => ({
  key,
  kind: 'text',
  max: CLUB_TEXT_MAX[key],
  required,
});
const decimal = (key: ClubFieldKey & ClubNumberField): ClubFieldRule => {
  const [min, max] = CLUB_NUMBER_RANGE[key];
  return { key, kind: 'decimal', min, max };
};

export const CLUB_GROUPS = {
  airfield: [
    text('name1', true),
    text('name2'),
    text('address'),
    text('nif'),
    text('contact_name'),
    text('phone'),
  ],
  runway: [
    { key: 'category', kind: 'relation' },
    text('direction'),
    decimal('lat'),
    decimal('long'),
    decimal('altitude'),
    decimal('length'),
    decimal('weight'),
    { key: 'request', kind: 'boolean' },
  ],
  discount: [decimal('home_base_discount')],
  parking: [
    decimal('price_park'),
    decimal('price_park_twin'),
    decimal('price_park_bizz'),
    decimal('price_park_heli'),
    decimal('hours_free_park'),
  ],
} as const satisfies Record<string, readonly ClubFieldRule[]>;

export type ClubGroup = keyof typeof CLUB_GROUPS;

/** A group's fields as the form holds them: text as typed, the runway type as its id, toggles as booleans. */
export type ClubDraft = Partial<Record<ClubFieldKey, string | boolean>>;

export type ClubValue = string | number | boolean | null;

export interface FieldProblem {
  key: ClubFieldKey;
  message: Message;
}

export type ClubPayloadCheck =
  | { ok: true; data: Partial<Record<ClubFieldKey, ClubValue>> }
  | { ok: false; problems: FieldProblem[] };

export function groupRules(group: ClubGroup): readonly ClubFieldRule[] {
  return CLUB_GROUPS[group];
}

function draftValue(club: Club, rule: ClubFieldRule, tag: string): string | boolean {
  if (rule.kind === 'boolean') return club[rule.key] === true;
  if (rule.kind === 'relation') return club.category ? String(club.category.id) : '';
  const value = club[rule.key];
  if (value === null || value === undefined || typeof value === 'object') return '';
  if (typeof value !== 'number') return String(value);
  return rule.key.startsWith('price_') ? amountText(value, tag) : decimalText(value, tag);
}

/** A group's fields as its form first shows them; prices and decimals as `tag` (en-GB, pt-PT) writes them. */
export function clubDraft(club: Club, group: ClubGroup, tag = 'en-GB'): ClubDraft {
  const draft: ClubDraft = {};
  for (const rule of groupRules(group)) draft[rule.key] = draftValue(club, rule, tag);
  return draft;
}

type FieldOutcome = { value: ClubValue } | { problem: Message };

/**
 * What is wrong with a number typed for a club field (not blank): not a number, or one the club
 * schema refuses (out of range, or not whole where it must be); null when it is right.
 */
export function clubNumberProblem(key: ClubNumberField, typed: string, tag?: string): Message | null {
  const value = parseDecimal(typed, tag);
  if (value === null) return msg('settings.problem.number');
  if (acceptsClubField(key, value)) return null;
  const [min, max] = CLUB_NUMBER_RANGE[key];
  return msg(CLUB_WHOLE_NUMBERS.has(key) ? 'settings.problem.wholeRange' : 'settings.problem.range', {
    min,
    max,
  });
}

/** The text fields with a shape of their own, by the rule that says what is wrong with them. */
const SHAPED: Partial<Record<ClubCreateField, keyof typeof AIRFIELD_CODES>> = {
  name2: 'icao',
  icao: 'icao',
  nif: 'nif',
  phone: 'phone',
};

/**
 * What is wrong with a text typed for a club field (not blank): the shaped ones say their rule (an
 * ICAO code, a tax number, a phone), any other is too long; null when the club schema takes it.
 */
export function clubTextProblem(key: ClubCreateField, typed: string, max?: number): Message | null {
  if (acceptsClubField(key, typed)) return null;
  const shape = SHAPED[key];
  return shape ? msg(AIRFIELD_CODES[shape].message) : msg('settings.problem.tooLong', { max });
}

/** The form reads the text; whether the value is allowed is the club schema's call, as on the server. */
function readField(rule: ClubFieldRule, raw: string | boolean | undefined, tag?: string): FieldOutcome {
  if (rule.kind === 'boolean') return { value: raw === true };
  const typed = typeof raw === 'string' ? raw.trim() : '';
  if (isBlank(typed)) return rule.required ? { problem: msg('settings.problem.required') } : { value: null };
  if (rule.kind === 'decimal' && isClubNumberField(rule.key)) {
    const problem = clubNumberProblem(rule.key, typed, tag);
    return problem ? { problem } : { value: parseDecimal(typed, tag) };
  }
  if (rule.kind === 'relation') {
    const id = Number(typed);
    return acceptsClubField(rule.key, id)
      ? { value: id }
      : { problem: msg('settings.problem.chooseFromList') };
  }
  const problem = clubTextProblem(rule.key, typed, rule.max);
  return problem ? { problem } : { value: typed };
}

/**
 * The PUT clubs/:id body of one group: exactly its fields, blank optional ones as null. Any field
 * that cannot be read refuses the whole group, so a save never sends half a section. Numbers are
 * read as `tag`'s language writes them, thousands separators included.
 */
export function clubGroupPayload(group: ClubGroup, draft: ClubDraft, tag?: string): ClubPayloadCheck {
  const data: Partial<Record<ClubFieldKey, ClubValue>> = {};
  const problems: FieldProblem[] = [];
  for (const rule of groupRules(group)) {
    const outcome = readField(rule, draft[rule.key], tag);
    if ('problem' in outcome) problems.push({ key: rule.key, message: outcome.problem });
    else data[rule.key] = outcome.value;
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, data };
}

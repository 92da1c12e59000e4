// The club's settings groups and the fields each one owns (SPEC §7 club update): a settings
// section sends only its own group, so saving one never overwrites another's fields. Also how the
// form's text becomes the values the API stores, with the bounds the server enforces (club-limits.ts).
import { CLUB_NUMBER_RANGE, CLUB_TEXT_MAX, type ClubNumberField, type ClubTextField } from './club-limits';
import { isBlank, parseDecimal } from './inputs';
import type { Club } from './types';

export type ClubFieldKey = Exclude<
  keyof Club,
  'id' | 'createdAt' | 'updatedAt' | 'email' | 'stripeEmail' | 'vat_rate' | 'slug'
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
  message: string;
}

export type ClubPayloadCheck =
  | { ok: true; data: Partial<Record<ClubFieldKey, ClubValue>> }
  | { ok: false; problems: FieldProblem[] };

export function groupRules(group: ClubGroup): readonly ClubFieldRule[] {
  return CLUB_GROUPS[group];
}

function draftValue(club: Club, rule: ClubFieldRule): string | boolean {
  if (rule.kind === 'boolean') return club[rule.key] === true;
  if (rule.kind === 'relation') return club.category ? String(club.category.id) : '';
  const value = club[rule.key];
  return value === null || value === undefined || typeof value === 'object' ? '' : String(value);
}

export function clubDraft(club: Club, group: ClubGroup): ClubDraft {
  const draft: ClubDraft = {};
  for (const rule of groupRules(group)) draft[rule.key] = draftValue(club, rule);
  return draft;
}

type FieldOutcome = { value: ClubValue } | { problem: string };

function readField(rule: ClubFieldRule, raw: string | boolean | undefined): FieldOutcome {
  if (rule.kind === 'boolean') return { value: raw === true };
  const typed = typeof raw === 'string' ? raw.trim() : '';
  if (isBlank(typed)) return rule.required ? { problem: 'Required.' } : { value: null };
  if (rule.kind === 'relation') {
    const id = Number(typed);
    return Number.isSafeInteger(id) && id > 0 ? { value: id } : { problem: 'Choose one of the list.' };
  }
  if (rule.kind === 'text') {
    return rule.max !== undefined && typed.length > rule.max
      ? { problem: `At most ${rule.max} characters.` }
      : { value: typed };
  }
  const n = parseDecimal(typed);
  const min = rule.min ?? Number.NEGATIVE_INFINITY;
  const max = rule.max ?? Number.POSITIVE_INFINITY;
  if (n === null) return { problem: 'Enter a number.' };
  if (n < min || n > max) return { problem: `Enter a number from ${min} to ${max}.` };
  return { value: n };
}

/**
 * The PUT clubs/:id body of one group: exactly its fields, blank optional ones as null. Any field
 * that cannot be read refuses the whole group, so a save never sends half a section.
 */
export function clubGroupPayload(group: ClubGroup, draft: ClubDraft): ClubPayloadCheck {
  const data: Partial<Record<ClubFieldKey, ClubValue>> = {};
  const problems: FieldProblem[] = [];
  for (const rule of groupRules(group)) {
    const outcome = readField(rule, draft[rule.key]);
    if ('problem' in outcome) problems.push({ key: rule.key, message: outcome.problem });
    else data[rule.key] = outcome.value;
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, data };
}

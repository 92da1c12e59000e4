// The acceptance rules as a club keeps them (docs/product/acceptance-rules.md): the ordered rule
// set, reading and checking its stored JSON, and the conflicts among its rules. No sunset here, so
// the desk's screens and the wire read rules without the astronomy library.

export type AcceptanceRule =
  | { kind: 'own-aircraft'; on: boolean }
  | { kind: 'listed'; on: boolean; registrations: string[]; emails: string[] }
  | { kind: 'in-hours-below-weight'; on: boolean; maxKg: number };

export type AcceptanceRuleKind = AcceptanceRule['kind'];
export const ACCEPTANCE_RULE_KINDS: readonly AcceptanceRuleKind[] = [
  'own-aircraft',
  'listed',
  'in-hours-below-weight',
];

/** A stored rule kind (a landing's `decided_by_rule`), or null for anything else. */
export const ruleKindOf = (value: string | null): AcceptanceRuleKind | null =>
  ACCEPTANCE_RULE_KINDS.find((kind) => kind === value) ?? null;

export interface AcceptanceRules {
  rules: AcceptanceRule[];
  /** Never accept an arrival between sunset and the next sunrise. */
  neverAfterSunset: boolean;
  /** Never accept an arrival on a closure date. */
  neverOnClosure: boolean;
}

/** Every rule off: a club that has set none decides every request at the desk, as before. */
export const NO_ACCEPTANCE_RULES: AcceptanceRules = {
  rules: [
    { kind: 'own-aircraft', on: false },
    { kind: 'listed', on: false, registrations: [], emails: [] },
    { kind: 'in-hours-below-weight', on: false, maxKg: 2000 },
  ],
  neverAfterSunset: true,
  neverOnClosure: true,
};

/** Two rules that decide the same request differently; the earlier one wins. */
export interface RuleConflict {
  /** The rule that accepts the request (own aircraft or listed). */
  accepting: 'own-aircraft' | 'listed';
  /** The weight limit that would hold it, kg. */
  maxKg: number;
  /** The rule that decides: the one higher in the list. */
  wins: 'own-aircraft' | 'listed' | 'in-hours-below-weight';
}

/** The conflicts among the rules that are on: an accepting rule against the weight limit. */
export function ruleConflicts(rules: AcceptanceRules): RuleConflict[] {
  const weightAt = rules.rules.findIndex((rule) => rule.kind === 'in-hours-below-weight' && rule.on);
  const weight = rules.rules[weightAt];
  if (weight?.kind !== 'in-hours-below-weight') return [];
  const conflicts: RuleConflict[] = [];
  rules.rules.forEach((rule, at) => {
    if (!rule.on) return;
    if (rule.kind === 'listed' && rule.registrations.length + rule.emails.length === 0) return;
    if (rule.kind !== 'own-aircraft' && rule.kind !== 'listed') return;
    conflicts.push({
      accepting: rule.kind,
      maxKg: weight.maxKg,
      wins: at < weightAt ? rule.kind : weight.kind,
    });
  });
  return conflicts;
}

/** The longest stored rule set: room for a few hundred registrations and addresses. */
export const ACCEPTANCE_RULES_MAX = 20_000;

/** A stored rule set (a JSON text), or null when it is not a whole one. */
function parseStoredRules(stored: string): AcceptanceRules | null {
  try {
    const parsed: unknown = JSON.parse(stored);
    return isAcceptanceRules(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Whether a text is a whole stored rule set. */
export const isStoredRules = (stored: string): boolean => parseStoredRules(stored) !== null;

/** The club's stored rules, read leniently: anything unreadable is no rules. */
export const readAcceptanceRules = (stored: string | null | undefined): AcceptanceRules =>
  (stored ? parseStoredRules(stored) : null) ?? NO_ACCEPTANCE_RULES;

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function isRule(value: unknown): value is AcceptanceRule {
  if (typeof value !== 'object' || value === null) return false;
  const rule = value as Record<string, unknown>;
  if (typeof rule.on !== 'boolean') return false;
  if (rule.kind === 'own-aircraft') return true;
  if (rule.kind === 'listed') return isTextList(rule.registrations) && isTextList(rule.emails);
  if (rule.kind === 'in-hours-below-weight') {
    return (
      typeof rule.maxKg === 'number' &&
      Number.isInteger(rule.maxKg) &&
      rule.maxKg > 0 &&
      rule.maxKg <= 600_000
    );
  }
  return false;
}

/** Whether a value is a whole rule set: each kind once, the guards as booleans. */
export function isAcceptanceRules(value: unknown): value is AcceptanceRules {
  if (typeof value !== 'object' || value === null) return false;
  const set = value as Record<string, unknown>;
  if (typeof set.neverAfterSunset !== 'boolean' || typeof set.neverOnClosure !== 'boolean') return false;
  if (!Array.isArray(set.rules) || !set.rules.every(isRule)) return false;
  const kinds = set.rules.map((rule: AcceptanceRule) => rule.kind);
  return new Set(kinds).size === kinds.length && kinds.length === 3;
}

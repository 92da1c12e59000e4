import type { RegistrationDraft } from '@/domain/accounts/registration';
import { isClubNumberField } from '@/domain/club/club-limits';
import { clubNumberProblem } from '@/domain/club/club-settings';
import { isBlank } from '@/domain/desk/inputs';
import { say, type Translate } from '@/i18n/messages';

/** What every step component gets: the draft as typed, and a way to change some of its fields. */
export interface StepProps {
  draft: RegistrationDraft;
  onChange: (patch: Partial<RegistrationDraft>) => void;
  /** The language numbers are typed in (en-GB, pt-PT), thousands separators included. */
  tag: string;
}

/** The draft fields that hold text as typed (numbers included, until Confirm parses them). */
export type TextKey = {
  [K in keyof RegistrationDraft]: RegistrationDraft[K] extends string ? K : never;
}[keyof RegistrationDraft];

/**
 * Props for a TextField bound to one text field of the draft, numbers typed as decimals, with what
 * is wrong with a typed one said under it. `lenient`: text that is no number is taken as 0 (the
 * helipad's coordinates), so only a number out of range is wrong.
 */
export function decimalField(
  field: TextKey,
  { draft, onChange, tag }: StepProps,
  t: Translate,
  lenient = false,
) {
  const typed = draft[field];
  const problem = isClubNumberField(field) && !isBlank(typed) ? clubNumberProblem(field, typed, tag) : null;
  const wrong = problem !== null && !(lenient && problem.id === 'settings.problem.number');
  return {
    value: typed,
    error: wrong ? say(t, problem) : undefined,
    onChange: (value: string) => {
      const patch: Partial<RegistrationDraft> = {};
      patch[field] = value;
      onChange(patch);
    },
    inputMode: 'decimal' as const,
    maxLength: 20,
  };
}

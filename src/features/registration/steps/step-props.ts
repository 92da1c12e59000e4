import type { RegistrationDraft } from '@/domain/accounts/registration';

/** What every step component gets: the draft as typed, and a way to change some of its fields. */
export interface StepProps {
  draft: RegistrationDraft;
  onChange: (patch: Partial<RegistrationDraft>) => void;
}

/** The draft fields that hold text as typed (numbers included, until Confirm parses them). */
export type TextKey = {
  [K in keyof RegistrationDraft]: RegistrationDraft[K] extends string ? K : never;
}[keyof RegistrationDraft];

/** Props for a TextField bound to one text field of the draft, numbers typed as decimals. */
export function decimalField(field: TextKey, { draft, onChange }: StepProps) {
  return {
    value: draft[field],
    onChange: (value: string) => {
      const patch: Partial<RegistrationDraft> = {};
      patch[field] = value;
      onChange(patch);
    },
    inputMode: 'decimal' as const,
    maxLength: 20,
  };
}

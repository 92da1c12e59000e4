// A text input with its visible label, an optional hint and an optional error (LabelledField).
// The building block of the settings forms, the registration steps and the pilot's request form.
import type { HTMLAttributes, HTMLInputTypeAttribute, ReactNode } from 'react';
import { LabelledField } from './LabelledField';

export interface TextFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  hint?: string | undefined;
  type?: HTMLInputTypeAttribute;
  /** 'decimal' for numbers: a text input keeps '12,50' as typed, where a number input would not. */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  required?: boolean;
  /** Shows the required mark beside the label (the pilot's page marks every required field). */
  markRequired?: boolean;
  /** The id of a <datalist> of suggestions. */
  list?: string;
  autoCapitalize?: string;
  maxLength?: number | undefined;
  readOnly?: boolean;
  disabled?: boolean;
  placeholder?: string;
  name?: string;
  /** For a date: the earliest and latest it may be. */
  min?: string | undefined;
  max?: string | undefined;
}

export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  markRequired,
  ...input
}: TextFieldProps) {
  return (
    <LabelledField label={label} hint={hint} error={error} markRequired={markRequired}>
      {(control) => (
        <input
          {...control}
          type={type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...input}
        />
      )}
    </LabelledField>
  );
}

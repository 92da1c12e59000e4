// A text input with its visible label, an optional hint and an optional error, both tied to the
// input for assistive technology. The building block of the settings forms and registration steps.
import { type HTMLAttributes, type HTMLInputTypeAttribute, type ReactNode, useId } from 'react';

export interface TextFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  type?: HTMLInputTypeAttribute;
  /** 'decimal' for numbers: a text input keeps '12,50' as typed, where a number input would not. */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  required?: boolean;
  maxLength?: number | undefined;
  readOnly?: boolean;
  disabled?: boolean;
  placeholder?: string;
}

export function TextField({ label, value, onChange, error, hint, type = 'text', ...input }: TextFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

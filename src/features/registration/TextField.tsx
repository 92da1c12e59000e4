// A text input with its visible label and an optional hint, the building block of every step.
import { type HTMLInputTypeAttribute, type ReactNode, useId } from 'react';

export interface TextFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  type?: HTMLInputTypeAttribute;
  hint?: string;
  /** 'decimal' for numbers: a text input keeps '12,50' as typed, where a number input would not. */
  inputMode?: 'text' | 'decimal' | 'email' | 'tel';
  autoComplete?: string;
  maxLength?: number;
  required?: boolean;
  placeholder?: string;
}

export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  hint,
  inputMode,
  autoComplete,
  maxLength,
  required = false,
  placeholder,
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputMode={inputMode}
        autoComplete={autoComplete ?? 'off'}
        maxLength={maxLength}
        required={required}
        placeholder={placeholder}
        aria-describedby={hint ? hintId : undefined}
      />
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

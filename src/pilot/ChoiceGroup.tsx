// Radio buttons or checkboxes under a legend, each row a 44 px target with its label beside it;
// the group's hint and error are tied to it, as LabelledField ties a single control's.
import { type ReactNode, useId } from 'react';

interface ChoiceGroupProps {
  legend: string;
  hint?: string | null;
  error?: string | undefined;
  markRequired?: boolean;
  children: ReactNode;
}

export function ChoiceGroup({ legend, hint, error, markRequired = false, children }: ChoiceGroupProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset className="choices" aria-describedby={describedBy || undefined}>
      <legend>
        {legend}
        {markRequired ? (
          <span className="field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </legend>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

interface ChoiceProps {
  type: 'radio' | 'checkbox';
  name: string;
  value: string;
  label: string;
  checked: boolean;
  required?: boolean;
  onChange: (checked: boolean) => void;
}

export function Choice({ type, name, value, label, checked, required, onChange }: ChoiceProps) {
  return (
    <label className="choice">
      <input
        type={type}
        name={name}
        value={value}
        checked={checked}
        required={required}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}

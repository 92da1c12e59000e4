// The reusable labelled toggle (docs/product.md#settings): a native checkbox with the switch role, so it is
// focusable, keyboard-operable and named by its visible label.
import type { ReactNode } from 'react';
import './toggle.css';

export interface ToggleProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  /** Id of an element that explains the toggle further. */
  describedBy?: string;
}

export function Toggle({ label, checked, onChange, disabled = false, name, describedBy }: ToggleProps) {
  return (
    <label className="toggle">
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        className="toggle__input"
        name={name}
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="toggle__track" aria-hidden="true">
        <span className="toggle__thumb" />
      </span>
      <span className="toggle__label">{label}</span>
    </label>
  );
}

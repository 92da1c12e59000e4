// One labelled field of a desk form: the label, the control, and the problem said under it once
// the field was left, tied to the control for screen readers.
import type { ReactNode } from 'react';

export interface FormFieldProps {
  id: string;
  label: string;
  /** Shown (and announced) when set. */
  problem: string | undefined;
  children: ReactNode;
}

export function FormField({ id, label, problem, children }: FormFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {problem ? (
        <span className="field__problem" id={`${id}-problem`}>
          {problem}
        </span>
      ) : null}
    </div>
  );
}

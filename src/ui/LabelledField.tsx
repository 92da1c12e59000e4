// A form control with its visible label, an optional hint and an optional error, both tied to the
// control for assistive technology. TextField, the settings' selects and the pilot's request page
// are built on it; the server renders it too, so it imports no stylesheet (src/ui/field.css is the
// entries' to import).
import { type ReactNode, useId } from 'react';

/** What the control itself must carry for its label, hint and error to be its own. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface LabelledFieldProps {
  /** The control's id, when a form names its fields; one is made otherwise. */
  id?: string | undefined;
  label: ReactNode;
  hint?: string | undefined;
  error?: string | undefined;
  /** Shows the required mark beside the label; the control itself carries `required` for assistive technology. */
  markRequired?: boolean;
  /** More of the page that describes the control (a note beside it), by id. */
  describedBy?: string | undefined;
  children: (control: ControlProps) => ReactNode;
}

export function LabelledField(props: LabelledFieldProps) {
  const { label, hint, error, markRequired = false, children } = props;
  const madeId = useId();
  const id = props.id ?? madeId;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '', props.describedBy ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {markRequired ? (
          <span className="field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
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

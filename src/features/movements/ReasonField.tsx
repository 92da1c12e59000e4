// The optional reason a desk decision sends to the pilot (REJECT, CANCEL LANDING, NO-SHOW): the
// field the dialog opens on, bounded as the server bounds it.
import { useId } from 'react';
import { MAX_REASON_LENGTH } from '@/domain/landings/landing-transitions';
import { useT } from '@/i18n/react';

// showModal() focuses the element carrying the autofocus attribute, which React does not render.
const autofocus = (element: HTMLElement | null) => element?.setAttribute('autofocus', '');

export interface ReasonFieldProps {
  value: string;
  onChange: (reason: string) => void;
  /** What the pilot will be told of it, under the field. */
  hint: string;
}

export function ReasonField({ value, onChange, hint }: ReasonFieldProps) {
  const t = useT();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{t('movements.reject.reason')}</label>
      <textarea
        ref={autofocus}
        id={id}
        value={value}
        maxLength={MAX_REASON_LENGTH}
        rows={3}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
    </div>
  );
}

// A row action (ACCEPT, ARRIVED …): unavailable while the change is being recorded so a double tap
// records it once. The hidden text names the landing for screen readers.
import { useRef, useState } from 'react';

export interface ActionButtonProps {
  label: string;
  about: string;
  variant?: 'primary' | 'danger' | 'plain';
  onAct: () => Promise<unknown>;
}

export function ActionButton({ label, about, variant = 'plain', onAct }: ActionButtonProps) {
  const [busy, setBusy] = useState(false);
  // Read by a second tap before the first one's render lands.
  const acting = useRef(false);
  const act = async () => {
    if (acting.current) return;
    acting.current = true;
    setBusy(true);
    try {
      await onAct();
    } finally {
      acting.current = false;
      setBusy(false);
    }
  };
  const classes = ['button', 'button--action', variant === 'plain' ? '' : `button--${variant}`];
  // aria-disabled, not disabled: a disabled button drops the focus to the page, and a keyboard user
  // who pressed ACCEPT would start again from the top (the row's list gives it to the next row).
  return (
    <button type="button" className={classes.filter(Boolean).join(' ')} aria-disabled={busy} onClick={act}>
      {label} <span className="visually-hidden">{about}</span>
    </button>
  );
}

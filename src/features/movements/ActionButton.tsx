// A row action (ACCEPT, ARRIVED …): disabled while the change is being recorded so a double tap
// records it once. The hidden text names the landing for screen readers.
import { useState } from 'react';

export interface ActionButtonProps {
  label: string;
  about: string;
  variant?: 'primary' | 'danger' | 'plain';
  onAct: () => Promise<unknown>;
}

export function ActionButton({ label, about, variant = 'plain', onAct }: ActionButtonProps) {
  const [busy, setBusy] = useState(false);
  const act = async () => {
    setBusy(true);
    try {
      await onAct();
    } finally {
      setBusy(false);
    }
  };
  const classes = ['button', 'button--action', variant === 'plain' ? '' : `button--${variant}`];
  return (
    <button type="button" className={classes.filter(Boolean).join(' ')} disabled={busy} onClick={act}>
      {label} <span className="visually-hidden">{about}</span>
    </button>
  );
}

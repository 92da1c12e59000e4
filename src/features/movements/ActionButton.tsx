// A row action (ACCEPT, ARRIVED …): unavailable while the change is being recorded so a double tap
// records it once. The hidden text names the landing for screen readers.
import { useOneAtATime } from '@/ui/use-one-at-a-time';

export interface ActionButtonProps {
  label: string;
  about: string;
  variant?: 'primary' | 'danger' | 'plain';
  onAct: () => Promise<unknown>;
}

export function ActionButton({ label, about, variant = 'plain', onAct }: ActionButtonProps) {
  const { busy, run } = useOneAtATime();
  const classes = ['button', 'button--action', variant === 'plain' ? '' : `button--${variant}`];
  // aria-disabled, not disabled: a keyboard user who pressed ACCEPT keeps the focus, which the row's
  // list gives to the next row once this one leaves it.
  return (
    <button
      type="button"
      className={classes.filter(Boolean).join(' ')}
      aria-disabled={busy}
      onClick={() => void run(onAct)}
    >
      {label} <span className="visually-hidden">{about}</span>
    </button>
  );
}

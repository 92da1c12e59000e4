// Back, and Continue (Confirm on the last step), the latter enabled only when the step is valid.
import { REGISTRATION_STEPS, type RegistrationStep } from '@/domain/registration';

export interface RegistrationNavProps {
  step: RegistrationStep;
  canContinue: boolean;
  busy: boolean;
  onBack: () => void;
}

export function RegistrationNav({ step, canContinue, busy, onBack }: RegistrationNavProps) {
  const last = step === REGISTRATION_STEPS;
  return (
    <div className="registration-nav">
      <button type="button" className="button" onClick={onBack} disabled={step === 1 || busy}>
        Back
      </button>
      <button
        type="submit"
        className="button button--primary"
        disabled={!canContinue || busy}
        aria-busy={busy}
      >
        {last ? (busy ? 'Confirming…' : 'Confirm') : 'Continue'}
      </button>
    </div>
  );
}

// Back, and Continue (Confirm on the last step), the latter enabled only when the step is valid, and
// then saying so: a greyed button with no reason leaves a new owner guessing.
import { useId } from 'react';
import { REGISTRATION_STEPS, type RegistrationStep } from '@/domain/accounts/registration';
import { useT } from '@/i18n/react';

export interface RegistrationNavProps {
  step: RegistrationStep;
  canContinue: boolean;
  busy: boolean;
  onBack: () => void;
}

export function RegistrationNav({ step, canContinue, busy, onBack }: RegistrationNavProps) {
  const t = useT();
  const why = useId();
  const last = step === REGISTRATION_STEPS;
  const waiting = !canContinue && !busy;
  const forward = last
    ? busy
      ? 'registration.confirming'
      : 'registration.confirm'
    : 'registration.continue';
  return (
    <>
      <div className="registration-nav">
        <button type="button" className="button" onClick={onBack} disabled={step === 1 || busy}>
          {t('registration.back')}
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={!canContinue}
          aria-disabled={busy}
          aria-busy={busy}
          aria-describedby={waiting ? why : undefined}
        >
          {t(forward)}
        </button>
      </div>
      {waiting ? (
        <p id={why} className="field__hint registration-nav__why">
          {t('registration.continueWhy')}
        </p>
      ) : null}
    </>
  );
}

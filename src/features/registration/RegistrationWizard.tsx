// The eight-step wizard: the progress bar, the current step's fields, Back and Continue (Confirm
// on step 8), and why Confirm failed. Moving between steps puts focus on the new step's heading.
import { type FormEvent, useEffect, useRef } from 'react';
import { sayFailure } from '@/data/registration/registration-errors';
import { REGISTRATION_STEPS } from '@/domain/accounts/registration';
import { canContinue, isStepLocked, nextStep, previousStep } from '@/domain/accounts/registration-progress';
import { useIntlTag, useT } from '@/i18n/react';
import { RegistrationDone } from './RegistrationDone';
import { RegistrationNav } from './RegistrationNav';
import { RegistrationProgress } from './RegistrationProgress';
import { RegistrationStepFields, STEP_TITLES } from './steps/RegistrationStepFields';
import { useConfirmRegistration } from './use-confirm-registration';
import { useRegistrationDraft } from './use-registration-draft';

export function RegistrationWizard() {
  const t = useT();
  const tag = useIntlTag();
  const registration = useRegistrationDraft();
  const { step, draft, progress, goTo, update } = registration;
  const { confirm, busy, failure, done, openMovements } = useConfirmRegistration(registration);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  useEffect(() => {
    // Only on a move between steps: on the first render focus belongs to the page's own start.
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);

  if (done) return <RegistrationDone slug={done.slug} onContinue={() => void openMovements()} />;

  const locked = isStepLocked(step, progress);
  const said = failure && sayFailure(t, failure);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canContinue(step, draft, progress, tag) || busy) return;
    if (step === REGISTRATION_STEPS) void confirm();
    else goTo(nextStep(step));
  };

  return (
    <>
      <RegistrationProgress step={step} />
      <form className="registration__form" onSubmit={submit} noValidate>
        <h2 ref={heading} tabIndex={-1}>
          {t(STEP_TITLES[step])}
        </h2>
        {locked ? (
          <p className="notice">
            {t(progress.clubId !== null ? 'registration.locked.club' : 'registration.locked.account')}
          </p>
        ) : null}
        <fieldset className="registration__fields" disabled={locked || busy}>
          <RegistrationStepFields step={step} draft={draft} onChange={update} tag={tag} />
        </fieldset>
        {failure && said ? (
          <div className="form-error registration__error" role="alert">
            <p>{said.text}</p>
            {said.detail ? <p>{said.detail}</p> : null}
            {failure.kind === 'taken' && step !== 1 ? (
              <button type="button" className="button button--small" onClick={() => goTo(1)}>
                {t('registration.changeAccount')}
              </button>
            ) : null}
          </div>
        ) : null}
        <RegistrationNav
          step={step}
          canContinue={canContinue(step, draft, progress, tag)}
          busy={busy}
          onBack={() => goTo(previousStep(step))}
        />
      </form>
    </>
  );
}

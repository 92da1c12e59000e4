// The progress bar: the 4 stages (Airfield, Runway, Rates, Payment) as an ordered list, the
// current one marked with aria-current, and the step number in words.
import {
  PROGRESS_STAGES,
  progressStage,
  REGISTRATION_STEPS,
  type RegistrationStep,
} from '@/domain/accounts/registration';
import { useT } from '@/i18n/react';

export function RegistrationProgress({ step }: { step: RegistrationStep }) {
  const t = useT();
  const current = progressStage(step);
  return (
    <nav className="registration-progress" aria-label={t('registration.progress.label')}>
      <ol className="registration-progress__stages">
        {PROGRESS_STAGES.map((stage, index) => (
          <li
            key={stage}
            className={`registration-progress__stage${index < current ? ' registration-progress__stage--done' : ''}`}
            aria-current={index === current ? 'step' : undefined}
          >
            {t(stage)}
          </li>
        ))}
      </ol>
      <p className="registration-progress__count">
        {t('registration.progress.count', { step, total: REGISTRATION_STEPS })}
      </p>
    </nav>
  );
}

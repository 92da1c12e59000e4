// The fields of one step, picked by its number, and each step's title.
import type { RegistrationStep } from '@/domain/accounts/registration';
import type { MessageId } from '@/i18n/messages';
import { AccountStep } from './AccountStep';
import { AirfieldStep } from './AirfieldStep';
import { OpeningHoursStep } from './OpeningHoursStep';
import { PasswordStep } from './PasswordStep';
import { PaymentStep } from './PaymentStep';
import { RatesStep } from './RatesStep';
import { RunwayStep } from './RunwayStep';
import { ServicesStep } from './ServicesStep';
import type { StepProps } from './step-props';

export const STEP_TITLES: Record<RegistrationStep, MessageId> = {
  1: 'registration.step.account',
  2: 'signIn.password',
  3: 'settings.sections.airfield',
  4: 'settings.sections.openingHours',
  5: 'settings.sections.runway',
  6: 'registration.step.rates',
  7: 'settings.sections.services',
  8: 'registration.step.payment',
};

export function RegistrationStepFields({ step, ...props }: StepProps & { step: RegistrationStep }) {
  switch (step) {
    case 1:
      return <AccountStep {...props} />;
    case 2:
      return <PasswordStep {...props} />;
    case 3:
      return <AirfieldStep {...props} />;
    case 4:
      return <OpeningHoursStep {...props} />;
    case 5:
      return <RunwayStep {...props} />;
    case 6:
      return <RatesStep {...props} />;
    case 7:
      return <ServicesStep {...props} />;
    case 8:
      return <PaymentStep {...props} />;
  }
}

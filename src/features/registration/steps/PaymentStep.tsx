// Step 8: the payment provider's account email, optional; then Confirm creates everything.
import { isPaymentEmail } from '@/domain/accounts/registration';
import { useT } from '@/i18n/react';
import { EmailField } from './EmailField';
import type { StepProps } from './step-props';

export function PaymentStep({ draft, onChange }: StepProps) {
  const t = useT();
  return (
    <>
      <EmailField
        label={t('registration.payment.email')}
        value={draft.stripeEmail}
        onChange={(stripeEmail) => onChange({ stripeEmail })}
        accepts={isPaymentEmail}
        hint={t('registration.payment.emailHint')}
      />
      <p>{t('registration.payment.confirmNote')}</p>
    </>
  );
}

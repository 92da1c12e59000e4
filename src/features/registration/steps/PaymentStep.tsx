// Step 8: the payment provider's account email, optional; then Confirm creates everything.
import { useT } from '@/i18n/react';
import { TextField } from '@/ui/TextField';
import type { StepProps } from './step-props';

export function PaymentStep({ draft, onChange }: StepProps) {
  const t = useT();
  return (
    <>
      <TextField
        label={t('registration.payment.email')}
        type="email"
        inputMode="email"
        value={draft.stripeEmail}
        onChange={(stripeEmail) => onChange({ stripeEmail })}
        autoComplete="email"
        maxLength={200}
        hint={t('registration.payment.emailHint')}
      />
      <p>{t('registration.payment.confirmNote')}</p>
    </>
  );
}

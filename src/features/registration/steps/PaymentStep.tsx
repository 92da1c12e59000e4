// Step 8: the payment provider's account email, optional; then Confirm creates everything.
import { TextField } from '@/ui/TextField';
import type { StepProps } from './step-props';

export function PaymentStep({ draft, onChange }: StepProps) {
  return (
    <>
      <TextField
        label="Payment provider account email (optional)"
        type="email"
        inputMode="email"
        value={draft.stripeEmail}
        onChange={(stripeEmail) => onChange({ stripeEmail })}
        autoComplete="email"
        maxLength={200}
        hint="The account where landing fees are paid. You can connect it later in Settings › Payments."
      />
      <p>Confirm creates your account and your airfield with everything you entered, then signs you in.</p>
    </>
  );
}

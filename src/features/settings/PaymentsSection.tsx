// Payments: how the club links its card payment provider account (SPEC §2). No call is made here.

import { useClub } from '@/data/settings/use-settings-data';
import { SectionFrame } from './SectionFrame';

export function PaymentsSection() {
  const club = useClub();
  return (
    <SectionFrame id="payments" title="Payments">
      <p>To receive landing fees by card, connect the club's account at the payment provider:</p>
      <ol className="payment-steps" aria-label="Steps to connect the payment account">
        <li>Click Connect.</li>
        <li>Follow the payment provider's process to create or link the club's account.</li>
        <li>Press Complete to come back here.</li>
      </ol>
      {club?.stripeEmail ? (
        <p className="settings-note">Payment account e-mail on file: {club.stripeEmail}</p>
      ) : null}
    </SectionFrame>
  );
}

// Payments (SPEC §2, issue 15): how a club's card payment account is connected, said plainly as
// not offered by this desk yet (there is no Connect button to press), and where fees are kept
// meanwhile: each landing's payment status in History. No call is made here.
import { Link } from '@tanstack/react-router';
import { useClub } from '@/data/settings/use-settings-data';
import { SectionFrame } from './SectionFrame';

export const PAYMENTS_NOT_OFFERED =
  'Card payments are not offered by PPR Desk yet: the club’s account cannot be connected from here.';

export function PaymentsSection() {
  const club = useClub();
  return (
    <SectionFrame id="payments" title="Payments">
      <p className="notice notice--warning">{PAYMENTS_NOT_OFFERED}</p>
      <p>
        Meanwhile landing fees are collected at the desk: set each landing’s payment status in{' '}
        <Link to="/dashboard">History</Link>.
      </p>
      <p>Once it is offered, connecting the club’s account at the payment provider will take three steps:</p>
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

// Payments: how a club's card payment account is connected, said plainly as not offered by this
// desk yet (there is no Connect button to press), and where fees are kept meanwhile: each
// landing's payment status in History. No call is made here.
import { Trans } from '@lingui/react';
import { Link } from '@tanstack/react-router';
import { useClub } from '@/data/settings/use-settings-data';
import type { MessageId } from '@/i18n/messages';
import { useT } from '@/i18n/react';
import { SectionFrame } from './SectionFrame';

const STEPS = [
  'settings.payments.step1',
  'settings.payments.step2',
  'settings.payments.step3',
] as const satisfies readonly MessageId[];

export function PaymentsSection() {
  const club = useClub();
  const t = useT();
  return (
    <SectionFrame id="payments" title={t('settings.sections.payments')}>
      <p className="notice notice--warning">{t('settings.payments.notOffered')}</p>
      <p>
        <Trans
          id={'settings.payments.meanwhile' satisfies MessageId}
          components={{ 0: <Link to="/dashboard" /> }}
        />
      </p>
      <p>{t('settings.payments.stepsIntro')}</p>
      <ol className="payment-steps" aria-label={t('settings.payments.stepsLabel')}>
        {STEPS.map((step) => (
          <li key={step}>{t(step)}</li>
        ))}
      </ol>
      {club?.stripeEmail ? (
        <p className="settings-note">{t('settings.payments.emailOnFile', { email: club.stripeEmail })}</p>
      ) : null}
    </SectionFrame>
  );
}

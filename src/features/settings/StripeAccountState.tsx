// Settings › Payments once the club's Stripe account is read: what Stripe still needs, CONNECT or
// COMPLETE to go on there, and DISCONNECT with its question once the account takes payments.
import type { ReactNode } from 'react';
import type { PaymentAccount } from '@/data/settings/use-payment-account';
import { requirementWords } from '@/domain/fees/stripe-requirements';
import { say } from '@/i18n/messages';
import { useT } from '@/i18n/react';

interface StripeAccountStateProps {
  account: PaymentAccount;
  confirming: boolean;
  busy: boolean;
  onOnboarding(): void;
  onDisconnect(): void;
  onConfirm(): void;
  onCancel(): void;
}

export function StripeAccountState({ account, confirming, busy, ...on }: StripeAccountStateProps) {
  const t = useT();
  if (!account.connected)
    return (
      <>
        <p className="notice notice--warning">{t('settings.payments.notConnected')}</p>
        <p>{t('settings.payments.connectHint')}</p>
        <BusyButton busy={busy} className="button button--primary" onPress={on.onOnboarding}>
          {t('settings.payments.connect')}
        </BusyButton>
      </>
    );
  if (!account.chargesEnabled) {
    const due = requirementWords(account.currentlyDue);
    return (
      <>
        <p className="notice notice--warning">
          {t(due.length > 0 ? 'settings.payments.incomplete' : 'settings.payments.underReview')}
        </p>
        {due.length > 0 ? (
          <ul className="payment-due" aria-label={t('settings.payments.dueLabel')}>
            {due.map((word) => (
              <li key={word.id}>{say(t, word)}</li>
            ))}
          </ul>
        ) : null}
        <BusyButton busy={busy} className="button button--primary" onPress={on.onOnboarding}>
          {t('settings.payments.complete')}
        </BusyButton>
      </>
    );
  }
  return (
    <>
      <p className="notice">{t('settings.payments.ready')}</p>
      {confirming ? (
        <div className="payment-confirm">
          <p>{t('settings.payments.disconnectQuestion')}</p>
          <BusyButton busy={busy} className="button button--danger" onPress={on.onConfirm}>
            {t('settings.payments.confirmDisconnect')}
          </BusyButton>
          <BusyButton busy={busy} className="button button--ghost" onPress={on.onCancel}>
            {t('common.cancel')}
          </BusyButton>
        </div>
      ) : (
        <button type="button" className="button button--danger" onClick={on.onDisconnect}>
          {t('settings.payments.disconnect')}
        </button>
      )}
    </>
  );
}

/** Busy, it stays focusable (aria-disabled: a disabled button drops the focus) and ignores a press. */
function BusyButton(props: { busy: boolean; className: string; onPress(): void; children: ReactNode }) {
  const { busy, className, onPress, children } = props;
  return (
    <button
      type="button"
      className={className}
      aria-disabled={busy}
      onClick={() => {
        if (!busy) onPress();
      }}
    >
      {children}
    </button>
  );
}

// Payments: the club's own Stripe account (docs/decisions/0029) — how to offer payments where the
// server cannot, CONNECT, COMPLETE with what Stripe still needs, and DISCONNECT once it is ready.
import { Trans } from '@lingui/react';
import { Link, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useOnline, useServerView } from '@/data/react/app-services-context';
import { isApiError, isNetworkError } from '@/data/react/error-words';
import { type PaymentAccount, usePaymentAccount } from '@/data/settings/use-payment-account';
import { useClub } from '@/data/settings/use-settings-data';
import { requirementWords } from '@/domain/fees/stripe-requirements';
import { type MessageId, say, sayOr, type Translate } from '@/i18n/messages';
import { useT } from '@/i18n/react';
import { toast } from '@/ui/toast';
import { SectionFrame } from './SectionFrame';

/** A failed payments call in the catalogs' words (the server's own when it sent them). */
function failureWords(t: Translate, error: unknown): string {
  if (isApiError(error)) return sayOr(t, error.words, t('errors.payments.stripeUnreachable'));
  if (isNetworkError(error)) return t('settings.payments.offline');
  return t('errors.payments.stripeUnreachable');
}

export function PaymentsSection() {
  const t = useT();
  const club = useClub();
  const online = useOnline();
  const { known } = useServerView();
  const offered = known?.adapter.offers('payments') ?? false;
  const state = usePaymentAccount(offered);
  const stripe = (useSearch({ strict: false }) as { stripe?: string }).stripe;
  const [error, setError] = useState<string | null>(null);
  const [opening, setOpening] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { reread } = state;

  // Back from Stripe's onboarding: what the owner did there shows only once the state is read again.
  useEffect(() => {
    if (stripe && offered && online) reread();
  }, [stripe, offered, online, reread]);

  const guarded = async (call: () => Promise<void>) => {
    if (!online) return setError(t('settings.payments.offline'));
    setError(null);
    try {
      await call();
    } catch (failure) {
      setError(failureWords(t, failure));
    }
  };
  const openOnboarding = () =>
    guarded(async () => {
      const url = await state.onboarding();
      setOpening(url);
      window.location.assign(url);
    });
  const disconnect = () =>
    guarded(async () => {
      await state.disconnect();
      setConfirming(false);
      toast.success(t('settings.payments.disconnected'));
    });

  return (
    <SectionFrame id="payments" title={t('settings.sections.payments')}>
      {known && !known.adapter.canPayOnline ? (
        <p className="notice notice--warning">{t('settings.payments.plainStrapi')}</p>
      ) : !online ? (
        <p className="notice notice--warning">{t('settings.payments.offline')}</p>
      ) : known && !offered ? (
        <p className="notice notice--warning">{t('errors.payments.notConfigured')}</p>
      ) : state.account ? (
        <AccountState
          account={state.account}
          confirming={confirming}
          busy={state.busy}
          onOnboarding={() => void openOnboarding()}
          onDisconnect={() => setConfirming(true)}
          onConfirm={() => void disconnect()}
          onCancel={() => setConfirming(false)}
        />
      ) : state.readError ? (
        <p className="form-error" role="alert">
          {failureWords(t, state.readError)}
        </p>
      ) : (
        <p>{t('common.loading')}</p>
      )}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {opening ? (
        <p role="status">
          {t('settings.payments.opening')}{' '}
          <a className="button" href={opening}>
            {t('settings.payments.openLink')}
          </a>
        </p>
      ) : null}
      {state.account?.chargesEnabled ? null : (
        <p>
          <Trans
            id={'settings.payments.meanwhile' satisfies MessageId}
            components={{ 0: <Link to="/dashboard" /> }}
          />
        </p>
      )}
      {club?.stripeEmail ? (
        <p className="settings-note">{t('settings.payments.emailOnFile', { email: club.stripeEmail })}</p>
      ) : null}
    </SectionFrame>
  );
}

interface AccountStateProps {
  account: PaymentAccount;
  confirming: boolean;
  busy: boolean;
  onOnboarding(): void;
  onDisconnect(): void;
  onConfirm(): void;
  onCancel(): void;
}

function AccountState({ account, confirming, busy, ...on }: AccountStateProps) {
  const t = useT();
  // Busy buttons stay focusable (aria-disabled: a disabled one drops the focus) and do nothing.
  const unlessBusy = (action: () => void) => () => {
    if (!busy) action();
  };
  if (!account.connected)
    return (
      <>
        <p className="notice notice--warning">{t('settings.payments.notConnected')}</p>
        <p>{t('settings.payments.connectHint')}</p>
        <button
          type="button"
          className="button button--primary"
          aria-disabled={busy}
          onClick={unlessBusy(on.onOnboarding)}
        >
          {t('settings.payments.connect')}
        </button>
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
        <button
          type="button"
          className="button button--primary"
          aria-disabled={busy}
          onClick={unlessBusy(on.onOnboarding)}
        >
          {t('settings.payments.complete')}
        </button>
      </>
    );
  }
  return (
    <>
      <p className="notice">{t('settings.payments.ready')}</p>
      {confirming ? (
        <div className="payment-confirm">
          <p>{t('settings.payments.disconnectQuestion')}</p>
          <button
            type="button"
            className="button button--danger"
            aria-disabled={busy}
            onClick={unlessBusy(on.onConfirm)}
          >
            {t('settings.payments.confirmDisconnect')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            aria-disabled={busy}
            onClick={unlessBusy(on.onCancel)}
          >
            {t('common.cancel')}
          </button>
        </div>
      ) : (
        <button type="button" className="button button--danger" onClick={on.onDisconnect}>
          {t('settings.payments.disconnect')}
        </button>
      )}
    </>
  );
}

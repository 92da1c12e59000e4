// Payments: the club's own Stripe account (docs/decisions/0029) — how to offer payments where the
// server cannot, CONNECT, COMPLETE with what Stripe still needs, and DISCONNECT once it is ready.
import { Trans } from '@lingui/react';
import { Link, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useOnline, useServerView } from '@/data/react/app-services-context';
import { isApiError, isNetworkError } from '@/data/react/error-words';
import { usePaymentAccount } from '@/data/settings/use-payment-account';
import { useClub } from '@/data/settings/use-settings-data';
import { type MessageId, sayOr, type Translate } from '@/i18n/messages';
import { useT } from '@/i18n/react';
import { toast } from '@/ui/toast';
import { SectionFrame } from './SectionFrame';
import { StripeAccountState } from './StripeAccountState';

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
        <StripeAccountState
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

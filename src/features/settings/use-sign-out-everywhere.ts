// SIGN OUT EVERYWHERE (docs/decisions/0023): after a confirm, ends every session of the account on
// the server, this one included, and goes to /. It needs the server's answer: offline, the operator
// is told and stays signed in. Waiting changes stay queued for the account, as with LOGOUT.
import { useNavigate } from '@tanstack/react-router';
import { useAppServices, useServerOffers } from '@/data/react/app-services-context';
import { signOutEverywhere } from '@/data/session/sign-out';
import { useT } from '@/i18n/react';

export interface SignOutEverywhere {
  /** Only a server with sessions can end them (a plain Strapi cannot). */
  available: boolean;
  run(): Promise<boolean>;
}

export function useSignOutEverywhere(): SignOutEverywhere {
  const services = useAppServices();
  const navigate = useNavigate();
  const t = useT();
  const available = useServerOffers('sessions');
  return {
    available,
    async run() {
      if (!window.confirm(t('settings.signOutEverywhereConfirm'))) return false;
      try {
        await signOutEverywhere(services);
      } catch {
        window.alert(t('settings.signOutEverywhereFailed'));
        return false;
      }
      await navigate({ to: '/' });
      return true;
    },
  };
}

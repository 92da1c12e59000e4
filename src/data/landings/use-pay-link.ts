// A landing's pay link for the desk's QR code: asked of the server when shown (it needs the server
// now, nothing is queued), asked again when the landing, the fee or the connection changes.
import { useEffect, useState } from 'react';
import { mintPayLink, type PayLink } from '@/data/api/pay-link';
import { useAppServices, useOnline } from '@/data/react/app-services-context';

export type { PayLink } from '@/data/api/pay-link';

export interface PayLinkState {
  link: PayLink | undefined;
  failed: boolean;
  offline: boolean;
}

/** `cents`: the fee now; a changed fee mints a new link (the pilot pays what is shown). */
export function usePayLink(landingId: number, cents: number): PayLinkState {
  const { api } = useAppServices();
  const online = useOnline();
  const [state, setState] = useState<{ for: string; link?: PayLink; failed: boolean } | null>(null);
  const asked = `${landingId}:${cents}`;
  useEffect(() => {
    if (!online) return;
    let live = true;
    mintPayLink(api, landingId).then(
      (link) => live && setState({ for: asked, link, failed: false }),
      (error: unknown) => {
        console.error(error);
        if (live) setState({ for: asked, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [api, landingId, asked, online]);
  const current = state?.for === asked ? state : null;
  return {
    link: current?.link,
    failed: current?.failed ?? false,
    offline: !online && current?.link === undefined,
  };
}

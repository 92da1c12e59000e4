// A payable landing's "Show pay QR code" in its details (docs/product.md#payments): for a pilot
// standing at the desk, the pilot's pay link as a QR code on the tablet, drawn by the server with the
// link it mints (PayQrCode). Only where the club's server takes payments online.
import { useId, useState } from 'react';
import { usePayLink } from '@/data/landings/use-pay-link';
import { useServerOffers } from '@/data/react/app-services-context';
import type { MirrorLanding } from '@/data/react/records';
import { payableCents } from '@/domain/fees/online-payment';
import { landingIdentity } from '@/domain/landings/landing-identity';
import { useT } from '@/i18n/react';
import { PayQrCode } from './PayQrCode';
import './desk-payment.css';

export function DeskPayment({ landing }: { landing: MirrorLanding }) {
  const t = useT();
  const offered = useServerOffers('payments');
  const [shown, setShown] = useState(false);
  const id = useId();
  const payable = payableCents(landing);
  if (!offered || !payable.ok) return null;
  const name = landing.ppr ?? landingIdentity(landing).registration ?? `#${landing.id}`;
  return (
    <section className="desk-payment">
      <button
        type="button"
        className="button"
        aria-expanded={shown}
        aria-controls={id}
        onClick={() => setShown(!shown)}
      >
        {t(shown ? 'movements.payment.hideQr' : 'movements.payment.showQr')}
      </button>
      <div id={id}>{shown ? <PayLink landingId={landing.id} cents={payable.cents} name={name} /> : null}</div>
    </section>
  );
}

/** The link is the server's to mint (the desk never holds a status token); asked once shown. */
function PayLink({ landingId, cents, name }: { landingId: number; cents: number; name: string }) {
  const t = useT();
  const { link, failed, offline } = usePayLink(landingId, cents);
  if (offline) return <p role="status">{t('movements.payment.offline')}</p>;
  if (failed) return <p role="alert">{t('movements.payment.failed')}</p>;
  if (!link) return <p role="status">{t('common.loading')}</p>;
  return <PayQrCode link={link} name={name} />;
}

// The pay link drawn as a QR code for a pilot standing at the desk (DeskPayment): the server drew it
// with the link it minted (docs/decisions/0070), so the tablet carries no QR encoder.
import type { PayLink } from '@/data/landings/use-pay-link';
import { useT } from '@/i18n/react';

export interface PayQrCodeProps {
  link: PayLink;
  /** The landing as the alt text names it: its PPR number or registration. */
  name: string;
}

export function PayQrCode({ link, name }: PayQrCodeProps) {
  const t = useT();
  const { qr, url } = link;
  return (
    <figure className="desk-payment__qr">
      <svg
        viewBox={`0 0 ${qr.size} ${qr.size}`}
        width={240}
        height={240}
        role="img"
        aria-label={t('movements.payment.qrAlt', { landing: name })}
      >
        <rect width="100%" height="100%" fill="#fff" />
        <path d={qr.path} fill="#000" />
      </svg>
      <figcaption>
        {t('movements.payment.qrHint')}{' '}
        <a href={url} target="_blank" rel="noreferrer" className="desk-payment__link">
          {url}
        </a>
      </figcaption>
    </figure>
  );
}

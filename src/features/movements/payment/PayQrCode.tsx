// The pay link drawn as a QR code, in a chunk of its own loaded only when the desk shows one
// (DeskPayment), with the QR library qr-code.ts loads in turn: no route carries either up front.
import { useEffect, useState } from 'react';
import { useT } from '@/i18n/react';

export interface PayQrCodeProps {
  /** The pilot's status page, where PAY is. */
  url: string;
  /** The landing as the alt text names it: its PPR number or registration. */
  name: string;
}

/** The code as an image source: the same drawing as the request page's (src/ui/qr-code.ts). */
async function qrImage(text: string): Promise<string> {
  const { qrCode, qrSvg } = await import('@/ui/qr-code');
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg(qrCode(text)))}`;
}

export default function PayQrCode({ url, name }: PayQrCodeProps) {
  const t = useT();
  const [image, setImage] = useState<{ for: string; src: string } | null>(null);
  useEffect(() => {
    let live = true;
    void qrImage(url).then((src) => {
      if (live) setImage({ for: url, src });
    });
    return () => {
      live = false;
    };
  }, [url]);
  if (image?.for !== url) return <p role="status">{t('common.loading')}</p>;
  return (
    <figure className="desk-payment__qr">
      <img src={image.src} alt={t('movements.payment.qrAlt', { landing: name })} width={240} height={240} />
      <figcaption>
        {t('movements.payment.qrHint')}{' '}
        <a href={url} target="_blank" rel="noreferrer" className="desk-payment__link">
          {url}
        </a>
      </figcaption>
    </figure>
  );
}

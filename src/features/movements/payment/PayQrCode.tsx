// The pay link drawn as a QR code, in a chunk of its own loaded only when the desk shows one
// (DeskPayment), with the QR library it loads in turn: no route carries either up front.
import { useEffect, useState } from 'react';
import { useT } from '@/i18n/react';

export interface PayQrCodeProps {
  /** The pilot's status page, where PAY is. */
  url: string;
  /** The landing as the alt text names it: its PPR number or registration. */
  name: string;
}

/** A standalone SVG of the code, one unit square per dark module, on white with its quiet zone. */
async function qrImage(text: string): Promise<string> {
  const { encode } = await import('uqr');
  const { size, data } = encode(text, { ecc: 'M', border: 2 });
  const path = data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}"><rect width="100%" height="100%" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
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

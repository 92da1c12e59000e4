// The club's public request page (ADR 0009) as the desk shares it: the link, a Copy button, and a
// QR code to print for the clubhouse (drawn once uqr has loaded, with an SVG file to download).
import { Trans } from '@lingui/react';
import { useEffect, useState } from 'react';
import type { MessageId } from '@/i18n/messages';
import { useT } from '@/i18n/react';
import type { QrCode } from './qr-code';
import './request-page-link.css';

async function copyText(text: string): Promise<boolean> {
  try {
    // The Clipboard API needs a secure context; a club LAN on plain http falls back below.
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission): try the old way.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.className = 'visually-hidden';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  return copied;
}

export function RequestPageLink({ url }: { url: string }) {
  const t = useT();
  const [drawn, setDrawn] = useState<{ code: QrCode; file: string } | null>(null);
  const [copied, setCopied] = useState<MessageId | null>(null);
  useEffect(() => {
    let live = true;
    void import('./qr-code').then(({ qrCode, qrSvgFile }) => {
      const code = qrCode(url);
      const file = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvgFile(code, url))}`;
      if (live) setDrawn({ code, file });
    });
    return () => {
      live = false;
    };
  }, [url]);
  const copy = async () =>
    setCopied((await copyText(url)) ? 'settings.requestPage.copied' : 'settings.requestPage.copyByHand');

  return (
    <div className="request-page-link">
      <p>
        <a className="request-page-link__url" href={url} target="_blank" rel="noreferrer">
          <Trans
            id={'settings.requestPage.link' satisfies MessageId}
            values={{ url }}
            components={{ 0: <span className="visually-hidden" /> }}
          />
        </a>
      </p>
      <p className="request-page-link__actions">
        <button type="button" className="button" onClick={copy}>
          {t('settings.requestPage.copy')}
        </button>
        <span role="status">{copied ? t(copied) : ''}</span>
      </p>
      {drawn ? (
        <figure className="request-page-link__qr">
          <svg
            viewBox={`0 0 ${drawn.code.size} ${drawn.code.size}`}
            role="img"
            aria-label={t('settings.requestPage.qrCode', { url })}
          >
            <rect width="100%" height="100%" fill="#fff" />
            <path d={drawn.code.path} fill="#000" />
          </svg>
          <figcaption>
            <a href={drawn.file} download="request-page-qr.svg">
              {t('settings.requestPage.downloadQr')}
            </a>
          </figcaption>
        </figure>
      ) : null}
    </div>
  );
}

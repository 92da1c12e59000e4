// The club's public request page (ADR 0009) as the desk shares it: the link, a Copy button, and a
// QR code to print for the clubhouse (drawn by the server, docs/decisions/0070, with an SVG file to
// download).
import { Trans } from '@lingui/react';
import { useState } from 'react';
import { useQrCode } from '@/data/react/use-qr-code';
import type { MessageId } from '@/i18n/messages';
import { useT } from '@/i18n/react';
import { qrSvgFile } from './qr-svg';
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
  const [copied, setCopied] = useState<MessageId | null>(null);
  const qr = useQrCode(url);
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
      {qr.code ? (
        <figure className="request-page-link__qr">
          <svg
            viewBox={`0 0 ${qr.code.size} ${qr.code.size}`}
            role="img"
            aria-label={t('settings.requestPage.qrCode', { url })}
          >
            <rect width="100%" height="100%" fill="#fff" />
            <path d={qr.code.path} fill="#000" />
          </svg>
          <figcaption>
            <a
              href={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvgFile(qr.code, url))}`}
              download="request-page-qr.svg"
            >
              {t('settings.requestPage.downloadQr')}
            </a>
          </figcaption>
        </figure>
      ) : (
        <p role="status">
          {t(
            qr.offline
              ? 'settings.requestPage.qrOffline'
              : qr.failed
                ? 'settings.requestPage.qrFailed'
                : 'common.loading',
          )}
        </p>
      )}
    </div>
  );
}

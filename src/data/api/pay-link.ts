// The desk's pay link on our server (docs/product.md#payments): a fresh status link of one of the
// club's payable landings, for a pilot standing at the desk to scan. A plain Strapi has none.
import type { ApiClient } from './client';
import { type QrCode, qrCodeOf } from './qr-codes';
import { UnexpectedShapeError } from './strapi';

export interface PayLink {
  url: string;
  amountCents: number;
  /** The link drawn as a QR code by the server (docs/decisions/0070). */
  qr: QrCode;
}

export async function mintPayLink(api: ApiClient, landingId: number): Promise<PayLink> {
  const data = ((await api.post(`landings/${landingId}/pay-link`, {})) as { data?: unknown } | null)?.data;
  const { url, amount_cents, qr } = (typeof data === 'object' && data !== null ? data : {}) as Record<
    string,
    unknown
  >;
  const code = qrCodeOf(qr);
  if (typeof url !== 'string' || typeof amount_cents !== 'number' || !code)
    throw new UnexpectedShapeError('The pay link answer has no link');
  return { url, amountCents: amount_cents, qr: code };
}

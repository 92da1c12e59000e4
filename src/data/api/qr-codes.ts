// QR codes drawn by our server (docs/decisions/0070): the desk sends the link it shows and gets one
// SVG path back. A plain Strapi has none; the desk asks only where it shows a request page.
import type { ApiClient } from './client';
import { UnexpectedShapeError } from './strapi';

export interface QrCode {
  /** Modules per side, quiet zone included. */
  size: number;
  /** One unit square per dark module. */
  path: string;
}

/** A drawn code as the server answers it; null when the answer is not one. */
export function qrCodeOf(value: unknown): QrCode | null {
  if (typeof value !== 'object' || value === null) return null;
  const { size, path } = value as Record<string, unknown>;
  return typeof size === 'number' && typeof path === 'string' ? { size, path } : null;
}

export async function drawQrCode(api: ApiClient, text: string): Promise<QrCode> {
  const answer = (await api.post('qr-codes', { data: { text } })) as { data?: unknown } | null;
  const code = qrCodeOf(answer?.data);
  if (!code) throw new UnexpectedShapeError('The QR code answer has no drawing');
  return code;
}

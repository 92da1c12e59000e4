// The desk's pay link (docs/product.md#payments): a fresh status token for one of the caller's
// club's payable landings, so a pilot standing at the desk scans it and pays on the status page.
// Tokens are stored hashed (status-token.ts): the desk cannot read an earlier one, so it mints one.
import { payableCents } from '@/domain/fees/online-payment';
import { msg } from '@/i18n/messages';
import type { AppContext } from '../context';
import { type QrCode, qrCode } from '../qr/qr-code';
import { landingForPayment } from '../repositories/payments';
import { addStatusToken } from '../repositories/pilot-requests';
import { newStatusToken, statusUrl } from '../requests/status-token';
import { conflict, notYours } from '../strapi/errors';

export interface PayLink {
  url: string;
  amount_cents: number;
  /** The link as a QR code for the tablet to show (docs/decisions/0070). */
  qr: QrCode;
}

/**
 * Another club's landing reads as a missing one. The token opens the status page until some days
 * after the landing, like every status token, and confirms nothing (the desk showed it, not a mail).
 */
export async function mintPayLink(ctx: AppContext, clubId: number, landingId: number): Promise<PayLink> {
  const landing = await landingForPayment(ctx.db, landingId);
  if (!landing || landing.club_id !== clubId) throw notYours();
  const payable = payableCents({
    ...landing,
    permission: landing.permission === null ? null : landing.permission === 1,
  });
  if (!payable.ok) throw conflict(msg('errors.payments.notPayable'));
  if (!landing.account) throw conflict(msg('errors.payments.notConnected'));
  const { token, hash } = newStatusToken();
  await addStatusToken(ctx.db, landingId, hash, ctx.now().toISOString(), { confirms: false });
  const url = statusUrl(ctx.mail.publicUrl, token);
  return { url, amount_cents: payable.cents, qr: qrCode(url) };
}

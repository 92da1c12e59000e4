// Settings › Payments' three calls on our server (docs/decisions/0029): the club's Stripe account
// state, CONNECT (an onboarding address to open) and disconnect. A plain Strapi has none of them.
import type { ApiClient } from './client';
import { UnexpectedShapeError } from './strapi';

/** The connected account as the server reports it; `currentlyDue` are Stripe's requirement names. */
export interface PaymentAccount {
  connected: boolean;
  chargesEnabled: boolean;
  detailsSubmitted: boolean;
  currentlyDue: string[];
}

const pathOf = (clubId: number) => `clubs/${clubId}/payments`;

function dataOf(body: unknown): Record<string, unknown> {
  const data = (body as { data?: unknown } | null)?.data;
  if (typeof data !== 'object' || data === null)
    throw new UnexpectedShapeError('The payments answer has no data');
  return data as Record<string, unknown>;
}

function toAccount(body: unknown): PaymentAccount {
  const data = dataOf(body);
  const due = Array.isArray(data.currently_due) ? data.currently_due : [];
  return {
    connected: data.connected === true,
    chargesEnabled: data.charges_enabled === true,
    detailsSubmitted: data.details_submitted === true,
    currentlyDue: due.filter((name): name is string => typeof name === 'string'),
  };
}

export async function getPaymentAccount(api: ApiClient, clubId: number): Promise<PaymentAccount> {
  return toAccount(await api.get(pathOf(clubId)));
}

/** CONNECT or COMPLETE: the address of Stripe's hosted onboarding for the club's account. */
export async function startPaymentOnboarding(api: ApiClient, clubId: number): Promise<string> {
  const url = dataOf(await api.post(pathOf(clubId), {})).url;
  if (typeof url !== 'string') throw new UnexpectedShapeError('The payments answer has no onboarding URL');
  return url;
}

export async function disconnectPaymentAccount(api: ApiClient, clubId: number): Promise<PaymentAccount> {
  return toAccount(await api.delete(pathOf(clubId)));
}

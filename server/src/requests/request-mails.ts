// The mails a pilot request causes, queued inside the transaction of the change (ADR 0009): on
// filing (to the pilot, and to the club's owner), on a decision, on the pilot's cancellation (to
// both), and on the desk's cancel or no-show (docs/product/movement-log.md). Each mail to the
// pilot carries a fresh status link, since the tokens themselves are never stored, whose opening
// confirms the address (ADR 0030); it is written in the language the request was filed in, and its
// link opens the page in that language; the owner's in the owner's (ADR 0020). The accepted and
// departed mails offer PAY with the amount while the fee can be paid online (docs/decisions/0029).
import { payableCents } from '@/domain/fees/online-payment';
import { withLang } from '@/pilot/page-data';
import type { Db } from '../db/database';
import { departedMail } from '../mail/departed-message';
import { type MailContext, queueMail } from '../mail/mail-queue';
import type { RequestFacts } from '../mail/messages';
import { cancelledMail, decisionMail, deskEndedMail, requestReceivedMail } from '../mail/pilot-messages';
import { newRequestMail, pilotCancelledMail, refundRefusedMail } from '../mail/owner-messages';
import type { MailDraft } from '../repositories/mail-outbox';
import {
  addStatusToken,
  isPilotRequest,
  type RequestViewRow,
  requestView,
} from '../repositories/pilot-requests';
import { clubOwnerAddress } from '../repositories/users';
import { decidedState, requestFacts, requestLocale } from './request-view';
import { newStatusToken, statusUrl } from './status-token';

/** A new status token for a mail to the request's address: stored as its hash, returned once. */
async function mintToken(db: Db, landingId: number, now: string): Promise<string> {
  const { token, hash } = newStatusToken();
  await addStatusToken(db, landingId, hash, now, { confirms: true });
  return token;
}

/**
 * A mail's link to the status page, in the mail's language: the page is in the language asked for,
 * else the browser's, and a Portuguese mail opened in an English browser would lead to English.
 */
async function mailedStatusLink(db: Db, mail: MailContext, row: RequestViewRow, at: string) {
  return withLang(statusUrl(mail.publicUrl, await mintToken(db, row.id, at)), requestLocale(row));
}

/** Where an owner's mail sends them: the desk's Movements on this server. */
const deskLink = (mail: MailContext): string => `${mail.publicUrl.replace(/\/+$/, '')}/movements`;

/** `payments`: this server takes fees online; the facts then say what the pilot may pay online. */
async function factsOf(db: Db, landingId: number, payments = false) {
  const row = await requestView(db, landingId);
  if (!row) return null;
  const facts = requestFacts(row);
  if (!facts || !payments || row.clubTakesPayments !== 1) return { row, facts };
  const payable = payableCents({ ...row, ...decidedState(row) });
  return { row, facts: { ...facts, payOnlineCents: payable.ok ? payable.cents : null } };
}

export async function queueFiledMails(
  db: Db,
  mail: MailContext,
  landingId: number,
  at: string,
): Promise<void> {
  const found = await factsOf(db, landingId);
  if (!found?.facts) return;
  const event = { landingId, at };
  // Not the send's answer's token: only opening the mail's own proves the address is the pilot's.
  const link = await mailedStatusLink(db, mail, found.row, at);
  await queueMail(db, mail, requestReceivedMail(found.facts, requestLocale(found.row), link), event);
  const owner = await clubOwnerAddress(db, found.row.club_id);
  if (owner) await queueMail(db, mail, newRequestMail(found.facts, owner, deskLink(mail)), event);
}

/**
 * A mail to the pilot about a change of their landing: with a fresh status link when it was filed
 * from a request page, without one for a radio call written down with the pilot's address or linked
 * to a pilot account (request-view.ts, pilotAddress).
 */
export async function queueToPilot(
  db: Db,
  mail: MailContext,
  landingId: number,
  at: string,
  draft: (facts: RequestFacts, row: RequestViewRow, link: string | null) => MailDraft | null,
): Promise<void> {
  const found = await factsOf(db, landingId, mail.payments);
  if (!found?.facts) return;
  const filed = await isPilotRequest(db, landingId);
  const link = filed ? await mailedStatusLink(db, mail, found.row, at) : null;
  // A radio call's address and name were written down (or its pilot account chosen) by the desk
  // itself: nothing to confirm.
  const facts = filed ? found.facts : { ...found.facts, confirmed: true };
  const message = draft(facts, found.row, link);
  if (message) await queueMail(db, mail, message, { landingId, at });
}

/**
 * Accepted or rejected, told to the pilot with the desk's reason: a request filed from a request page
 * with its status link, a landing the desk wrote down as pending without one (the reject dialog says
 * the reason goes to the pilot).
 */
export async function queueDecisionMail(db: Db, mail: MailContext, landingId: number, at: string) {
  await queueToPilot(db, mail, landingId, at, (facts, row, link) =>
    row.permission === null ? null : decisionMail(facts, requestLocale(row), row.permission === 1, link),
  );
}

/**
 * The desk recorded the departure of a request still to pay: the pilot is told it can be paid
 * online. Without online payment, or once paid, nothing is sent (no mail said departures before).
 */
export async function queueDepartedMail(db: Db, mail: MailContext, landingId: number, at: string) {
  if (!mail.payments || !(await isPilotRequest(db, landingId))) return;
  await queueToPilot(db, mail, landingId, at, (facts, row, link) =>
    link === null || !facts.payOnlineCents ? null : departedMail(facts, requestLocale(row), link),
  );
}

/** The pilot withdrew the request: told to the pilot, and to the club's owner in the owner's language. */
export async function queueCancelledMail(db: Db, mail: MailContext, landingId: number, at: string) {
  await queueToPilot(db, mail, landingId, at, (facts, row, link) =>
    link === null ? null : cancelledMail(facts, requestLocale(row), link),
  );
  const found = await factsOf(db, landingId);
  const owner = found ? await clubOwnerAddress(db, found.row.club_id) : null;
  if (!found?.facts || !owner) return;
  await queueMail(db, mail, pilotCancelledMail(found.facts, owner, deskLink(mail)), { landingId, at });
}

/** Stripe refused for good to refund a landing that will not land: the club's owner is told to. */
export async function queueRefundRefusedMail(
  db: Db,
  mail: MailContext,
  landingId: number,
  stripeCode: string,
  at: string,
): Promise<void> {
  const found = await factsOf(db, landingId);
  const owner = found ? await clubOwnerAddress(db, found.row.club_id) : null;
  if (!found?.facts || !owner) return;
  await queueMail(db, mail, refundRefusedMail(found.facts, owner, deskLink(mail), stripeCode), {
    landingId,
    at,
  });
}

/** The desk cancelled the landing or marked it a no-show: the pilot is told, when it has an address. */
export function queueDeskEndedMail(
  db: Db,
  mail: MailContext,
  landingId: number,
  ended: 'cancelled' | 'no_show',
  at: string,
) {
  return queueToPilot(db, mail, landingId, at, (facts, row, link) =>
    deskEndedMail(facts, requestLocale(row), ended, link),
  );
}

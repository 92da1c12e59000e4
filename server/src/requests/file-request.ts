// Files one checked pilot request as a pending landing of the club (ADR 0009), inside the caller's
// transaction: the club's services, closure dates, hours and slot limits checked, the aircraft and
// origin looked up, the fee quoted by the same rule the page shows, what the pilot typed kept on the
// landing itself (a request is not an account: docs/decisions/0030), a status token and the mails,
// in the language the request keeps (the page's).

import { decideByRules, readAcceptanceRules } from '@/domain/club/acceptance-rules';
import { closureOn } from '@/domain/club/closure-dates';
import { hoursVerdict } from '@/domain/club/opening-hours';
import { checkSlot, slotRefusal } from '@/domain/club/slot-day';
import { quoteRequestFee } from '@/domain/fees/request-fee';
import { aircraftTypes, findAircraftType } from '@/domain/landings/aircraft-types';
import { arrivalGoneBy } from '@/domain/pilot-requests/arrival-gone-by';
import type { PilotRequestBody } from '@/domain/pilot-requests/pilot-request';
import { clockZone, clubClockOf } from '@/domain/time/club-clock';
import { landingInstant, typedToUtc, wallClock, zonedInstant } from '@/domain/time/instants';
import { TOUCH_AND_GO } from '@/domain/wire/entities';
import { DEFAULT_LOCALE } from '@/i18n/locale';
import { msg } from '@/i18n/messages';
import type { Db } from '../db/database';
import type { MailContext } from '../mail/mail-queue';
import { acceptanceSetting, weightBands } from '../repositories/clubs';
import { insertLanding } from '../repositories/landings';
import { addStatusToken, insertPilotRequest } from '../repositories/pilot-requests';
import {
  aircraftCatalogue,
  clubClosures,
  clubHours,
  clubServicesWithNames,
  findAircraftByName,
  findOriginClub,
  type PublicClubRow,
} from '../repositories/public-airfields';
import { fieldError } from '../strapi/errors';
import { queueDecisionMail, queueFiledMails } from './request-mails';
import { readSlotDay } from './slot-day';
import { newStatusToken } from './status-token';

export interface FiledRequest {
  landingId: number;
  token: string;
}

/** The status token a request is answered with, made once its landing has an id. */
export type FirstToken = (landingId: number) => { token: string; hash: string };

/**
 * `changeSeq`: the club's sequence number, taken first in the caller's transaction
 * (repositories/changes.ts); `firstToken`: the answer's status token (random unless a key sets it).
 */
export async function fileRequest(
  db: Db,
  mail: MailContext,
  club: PublicClubRow,
  body: PilotRequestBody,
  idempotency: { key: string | null; fingerprint: string | null },
  at: { now: string; changeSeq: number },
  firstToken: FirstToken = () => newStatusToken(),
): Promise<FiledRequest> {
  const { now, changeSeq } = at;
  const offered = await clubServicesWithNames(db, club.id);
  const chosen = [...new Set(body.services)].map((id) => offered.find((service) => service.id === id));
  if (chosen.some((service) => service === undefined)) {
    throw fieldError('services', msg('validation.pilotRequest.servicesUnknown'));
  }
  // A closure date refuses every request, whatever the club does outside its hours. The date is a
  // day on the club's clock, as typed.
  const closure = closureOn(body.date, await clubClosures(db, club.id, body.date));
  if (closure) throw fieldError('date', msg('validation.pilotRequest.closedDate', { note: closure.note }));
  // The page asks on the club's clock; the landing stores UTC (ADR 0027).
  const zone = clockZone(clubClockOf(club));
  const due = typedToUtc(body.date, body.eta, zone);
  if (!due) throw fieldError('eta', msg('validation.pilotRequest.eta'));
  if (arrivalGoneBy(due, new Date(now))) throw fieldError('eta', msg('validation.pilotRequest.etaPast'));
  const etd = body.etd ? zonedInstant(body.date, body.etd, zone) : null;
  const hours = hoursVerdict(due.date, due.time, await clubHours(db, club.id));
  const closed = hours === 'closed';
  if (closed && club.request === 0) throw fieldError('eta', msg('validation.pilotRequest.closed'));
  // A full slot refuses with the next free times; the caller's transaction holds the club's counter,
  // so two pilots asking for the last place at once are counted one after the other.
  const slots = await readSlotDay(db, club, body.date, zone);
  const minute = wallClock(landingInstant(due.date, due.time), zone)?.minuteOfDay;
  if (slots && minute !== undefined) {
    const { verdict, next } = checkSlot(slots, minute);
    if (verdict !== 'free') throw fieldError('eta', slotRefusal(verdict, slots.limit, next));
  }

  // A catalogue airplane's whole name links it; any name of its type prices as the page quoted.
  const aircraft = await findAircraftByName(db, body.aircraftType);
  const type = findAircraftType(body.aircraftType, aircraftTypes(await aircraftCatalogue(db)));
  const origin = await findOriginClub(db, body.origin);
  const quote = quoteRequestFee({
    bands: await weightBands(db, club.id),
    rates: club,
    aircraft: type,
    declaredMtow: type ? null : (body.mtow ?? null),
    purpose: body.purpose,
    servicePrices: chosen.map((service) => service?.price ?? 0),
  });
  // The club's acceptance rules may decide a routine request at once (docs/product/acceptance-rules.md).
  const setting = await acceptanceSetting(db, club.id);
  const decision = decideByRules(
    {
      registration: body.registration,
      email: body.email,
      homeBased: origin?.id === club.id,
      mtowKg: type?.mtow ?? body.mtow ?? null,
      // A club without hours has none to be inside of.
      inHours: hours === 'open',
      // Refused above already; the rules are told the fact, not a constant.
      onClosure: closure !== null,
      arrival: landingInstant(due.date, due.time),
    },
    readAcceptanceRules(setting?.acceptance_rules),
    { lat: setting?.lat ?? null, long: setting?.long ?? null },
  );
  const byRule = 'accept' in decision ? decision.accept : null;
  const landingId = await insertLanding(
    db,
    {
      club_id: club.id,
      // Never an account, not even one with this address: anyone may type any address (ADR 0030).
      user_id: null,
      aircraft_id: aircraft?.id ?? null,
      aircraftType: aircraft ? null : body.aircraftType,
      // Not linked to an airplane of the catalogue: the MTOW it was priced by (its type's, else the
      // declared one), so the desk's fee lines and a correction price it as the pilot was quoted.
      mtow: aircraft ? null : (type?.mtow ?? body.mtow ?? null),
      registration: body.registration,
      from_id: origin?.id ?? null,
      origin: origin ? null : body.origin,
      date: due.date,
      time: `${due.time}:00.000`,
      etd,
      status: 'pending',
      // Accepted by a rule as the desk's ACCEPT would: permission and landing permission given.
      permission: byRule ? 1 : null,
      landing_permission: byRule ? 1 : null,
      decided_by_rule: byRule,
      paymentStatus: 'Pending',
      price: quote.total,
      landingPurpose: body.purpose === TOUCH_AND_GO ? TOUCH_AND_GO : null,
      passengers_on_board: JSON.stringify([body.pilotName, ...body.passengers]),
      licenceNumber: body.licence,
      email: body.email,
      phone: body.phone,
      notes: body.notes || null,
      outsideHours: closed ? 1 : 0,
      locale: body.locale ?? DEFAULT_LOCALE,
      change_seq: changeSeq,
    },
    chosen.flatMap((service) => (service ? [service.id] : [])),
    now,
  );
  await insertPilotRequest(db, { landingId, clubId: club.id, email: body.email, ...idempotency }, now);
  const { token, hash } = firstToken(landingId);
  // The answer's token shows the request; only a token from a mail confirms the address (ADR 0030).
  await addStatusToken(db, landingId, hash, now, { confirms: false });
  await queueFiledMails(db, mail, landingId, now);
  if (byRule) await queueDecisionMail(db, mail, landingId, now);
  return { landingId, token };
}

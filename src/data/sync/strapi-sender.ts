// Sending to a plain Strapi (4, or 5 through its wire), which takes no Idempotency-Key or If-Match
// (its default CORS would refuse them) and checks no transition: each change is read-checked first
// (docs/decisions/0005).

import { ApiError } from '@/data/api/api-errors';
import type { ApiClient } from '@/data/api/client';
import {
  type CreatedAfter,
  createLanding,
  findCreatedLanding,
  getLanding,
  type LandingAnswer,
  newestLandingCreatedAt,
  updateLanding,
} from '@/data/api/landings-api';
import { strapiRefusal, strapiRefusalWords } from '@/data/api/strapi-refusals';
import type { OutboxEntry } from '@/data/db/mirror-types';
import type { PprDb } from '@/data/db/schema';
import { englishWords } from '@/data/english-words';
import { NO_PARKING_RATES, type ParkingRates } from '@/domain/fees/fee-rules';
import { alreadyHeld, clashingFields, comparedByField } from '@/domain/landings/field-clashes';
import {
  applyCorrection,
  correctedLandingOf,
  NOT_ON_PLAIN_STRAPI,
} from '@/domain/landings/landing-correction';
import { applyLandingChange } from '@/domain/landings/landing-transitions';
import { explicitLandingData } from '@/domain/landings/manual-landing';
import type { Clock } from '@/domain/time/clock';
import type { Landing } from '@/domain/wire/entities';
import type { LandingChange, LandingUpdate } from '@/domain/wire/landing-schema';
import { type Message, msg } from '@/i18n/messages';
import type { LandingSender, SendResult } from './landing-sender';

export interface StrapiSenderDeps {
  api: ApiClient;
  db: PprDb;
  clock: Clock;
}

const delivered = (landing: Landing): SendResult => ({
  kind: 'delivered',
  answer: { landing, hasRelations: true },
});

/**
 * The server already shows exactly what the change asks for: an earlier send got through. A plain
 * Strapi keeps no decision reason (ADR 0009), so the reason is never compared, nor sent.
 */
function alreadyApplied(current: Landing, patch: LandingChange): boolean {
  return alreadyHeld(patch, current, ['reason']);
}

/**
 * A plain Strapi keeps neither the desk's reason nor who cancelled (docs/product/movement-log.md),
 * nor how a landing was paid (docs/decisions/0029).
 */
function withoutReason({
  reason: _reason,
  cancelledBy: _by,
  payment_method: _method,
  ...changes
}: LandingUpdate): LandingUpdate {
  return changes;
}

/** Where a resend looks for the landing a lost answer created; null before the first send. */
function createdAfterOf(entry: OutboxEntry): CreatedAfter | null {
  if (entry.createdAfter !== undefined) return { createdAt: entry.createdAfter };
  return entry.createdAfterId === undefined ? null : { id: entry.createdAfterId };
}

async function conflictWith(current: Landing): Promise<SendResult> {
  const answer: LandingAnswer = { landing: current, hasRelations: true };
  const words = msg('sync.conflict');
  return { kind: 'conflict', message: await englishWords(words), words, current: answer };
}

/** A change the rule our server would apply refuses (or whose landing is gone), with its words. */
async function refusal(words: Message): Promise<SendResult> {
  return { kind: 'refused', message: await englishWords(words), words };
}

export function strapiSender({ api, db, clock }: StrapiSenderDeps): LandingSender {
  async function parkingRates(clubId: number): Promise<ParkingRates> {
    return (await db.clubs.get(clubId)) ?? NO_PARKING_RATES;
  }

  async function update(entry: OutboxEntry): Promise<SendResult> {
    const current = await getLanding(api, entry.landingId);
    if (alreadyApplied(current, entry.patch)) return delivered(current);
    const moved = entry.ifMatch && entry.baseUpdatedAt !== null && current.updatedAt !== entry.baseUpdatedAt;
    // Another desk's change to other fields is no conflict for most changes (comparedByField).
    if (moved && (!comparedByField(entry.kind) || clashingFields(entry, current).length > 0))
      return conflictWith(current);
    if (entry.kind === 'correction') return correct(entry, current);
    // Strapi checks no transition and works out no fee: the rule our server applies runs here.
    const result = applyLandingChange(current, entry.patch, {
      now: clock.now(),
      rates: await parkingRates(entry.clubId),
      category: current.aircraft?.category ?? null,
    });
    if (!result.ok) return refusal(result.reason);
    return {
      kind: 'delivered',
      answer: await updateLanding(api, entry.landingId, withoutReason(result.changes)),
    };
  }

  /** Strapi prices nothing: the correction's rule runs here, and only the fields it has are sent. */
  async function correct(entry: OutboxEntry, current: Landing): Promise<SendResult> {
    const bands = await db.mtows.where('clubId').equals(entry.clubId).sortBy('weight1');
    const offers = await db.clubServices.where('clubId').equals(entry.clubId).toArray();
    const result = applyCorrection(correctedLandingOf(current), entry.patch, {
      now: clock.now(),
      rates: await parkingRates(entry.clubId),
      bands,
      servicePrices: new Map(offers.map((offer) => [offer.id, offer.price])),
    });
    if (!result.ok) return refusal(result.reason);
    const kept = Object.fromEntries(
      Object.entries(result.changes).filter(
        ([key]) => !(NOT_ON_PLAIN_STRAPI as readonly string[]).includes(key),
      ),
    );
    return { kind: 'delivered', answer: await updateLanding(api, entry.landingId, kept) };
  }

  async function create(entry: OutboxEntry): Promise<SendResult> {
    const shown = await db.landings.get(entry.landingId);
    const data = entry.createData ?? {};
    if (!shown) return refusal(msg('sync.createGone'));
    const after = createdAfterOf(entry);
    if (after === null) {
      // Noted (durably) before the first send, so every later send knows where to look.
      await db.outbox.update(entry.seq, { createdAfter: await newestLandingCreatedAt(api, entry.clubId) });
    } else {
      const earlier = await findCreatedLanding(api, {
        clubId: entry.clubId,
        userId: typeof data.user === 'number' ? data.user : null,
        aircraftId: Number(data.aircraft),
        passengers: shown.passengers_on_board,
        date: String(data.date),
        time: String(data.time),
        after,
      });
      if (earlier) return delivered(earlier);
    }
    // Should no answer come, this send may still reach Strapi after the desk gave up on it: a resend
    // looks for its landing only once it no longer can (docs/decisions/0058).
    await db.outbox.update(entry.seq, { settleUntil: clock.now().getTime() + api.timeoutMs });
    return {
      kind: 'delivered',
      answer: await createLanding(api, explicitLandingData(data, shown, entry.clubId)),
    };
  }

  return {
    async send(entry) {
      try {
        return entry.kind === 'create' ? await create(entry) : await update(entry);
      } catch (error) {
        // 401 (sign in again), 429 and 5xx keep their meaning; any other refusal is Strapi's.
        if (error instanceof ApiError && [400, 403, 404, 405].includes(error.status))
          return { kind: 'refused', message: strapiRefusal(error), words: strapiRefusalWords(error) };
        throw error;
      }
    },
  };
}

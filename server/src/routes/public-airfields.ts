// GET /api/public/airfields/:slug: the one read the request page needs (ADR 0009), without a token.
// The club's public face only: names, runway, hours, closure dates, services, prices, slot limits;
// never a contact or a landing. And GET …/day?date=: that day's free arrival times and sunset.
import type { FastifyPluginAsync } from 'fastify';
import { autoAnswerOf, readAcceptanceRules } from '@/domain/club/acceptance-rules';
import { readSlotLimit } from '@/domain/club/slot-limits';
import { aircraftTypes } from '@/domain/landings/aircraft-types';
import { clockZone, clubClockOf } from '@/domain/time/club-clock';
import { hoursOnClock } from '@/domain/time/hours-on-clock';
import { utcDate, wallClock } from '@/domain/time/instants';
import type { PublicAirfield } from '@/domain/wire/pilot-request-wire';
import { msg } from '@/i18n/messages';
import type { AppContext } from '../context';
import { acceptanceSetting, weightBands } from '../repositories/clubs';
import {
  aircraftCatalogue,
  clubClosures,
  clubHours,
  clubServicesWithNames,
  findPublicClub,
  type PublicClubRow,
} from '../repositories/public-airfields';
import { dayQuery, publicDay } from '../requests/public-day';
import { notFound, pilotTooManyRequests } from '../strapi/errors';
import { plainQuery, slugParams } from './schemas';
import type { SchemaTypeProvider } from './type-provider';

/** Reads are cheap but public: generous per address, still bounded. */
export const PUBLIC_READ_LIMIT = {
  rateLimit: { max: 120, timeWindow: 60_000, errorResponseBuilder: pilotTooManyRequests },
};

/** A path segment that could be a slug; anything else needs no lookup. */
export const isSlugParam = (slug: unknown): slug is string =>
  typeof slug === 'string' && /^[a-z0-9-]{1,60}$/.test(slug);

/** The club a path's slug names, or a 404 in the envelope. */
export async function clubOfSlug(ctx: AppContext, slug: string): Promise<PublicClubRow> {
  const club = isSlugParam(slug) ? await findPublicClub(ctx.db, slug) : undefined;
  if (!club) throw notFound(msg('pilot.errors.noAirfield'));
  return club;
}

export async function publicAirfield(ctx: AppContext, club: PublicClubRow): Promise<PublicAirfield> {
  const clock = clubClockOf(club);
  // Closure dates are days on the club's clock: one is over once that clock's day is past it.
  const today = wallClock(ctx.now(), clockZone(clock))?.date ?? utcDate(ctx.now());
  const [hours, closures, services, bands, aircraft, rules] = await Promise.all([
    clubHours(ctx.db, club.id),
    clubClosures(ctx.db, club.id, today),
    clubServicesWithNames(ctx.db, club.id),
    weightBands(ctx.db, club.id),
    aircraftCatalogue(ctx.db),
    acceptanceSetting(ctx.db, club.id),
  ]);
  return {
    slug: club.slug ?? '',
    name1: club.name1,
    name2: club.name2,
    runway: {
      type: club.runway,
      direction: club.direction,
      length: club.length,
      elevation: club.altitude,
      weightLimit: club.weight,
    },
    hours,
    clock,
    shownHours: hoursOnClock(hours, clockZone(clock), utcDate(ctx.now())),
    closures,
    outsideHours: club.request === 1 ? 'flagged' : 'refused',
    services,
    bands,
    parking: {
      price_park: club.price_park,
      price_park_twin: club.price_park_twin,
      price_park_bizz: club.price_park_bizz,
      price_park_heli: club.price_park_heli,
      hours_free_park: club.hours_free_park,
    },
    // Types, not the catalogue's airplanes: a pilot names a type, and no registration leaves.
    aircraftTypes: aircraftTypes(aircraft),
    slotLimit: readSlotLimit(club),
    autoAnswer: autoAnswerOf(readAcceptanceRules(rules?.acceptance_rules)),
  };
}

export const publicAirfieldRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plain, { ctx }) => {
  const app = plain.withTypeProvider<SchemaTypeProvider>();
  app.get(
    '/api/public/airfields/:slug',
    { config: PUBLIC_READ_LIMIT, schema: { params: slugParams } },
    async (request) => ({ data: await publicAirfield(ctx, await clubOfSlug(ctx, request.params.slug)) }),
  );
  app.get(
    '/api/public/airfields/:slug/day',
    { config: PUBLIC_READ_LIMIT, schema: { params: slugParams, querystring: plainQuery(dayQuery) } },
    async (request) => ({
      data: await publicDay(ctx, await clubOfSlug(ctx, request.params.slug), request.query.date),
    }),
  );
};

// A Paid landing's receipt as a PDF download (docs/decisions/0031): the desk's, by landing id for
// its own club, and the pilot's, by the status token. The receipt service decides and draws.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { utcDate } from '@/domain/time/instants';
import { requireClub } from '../auth/authenticate';
import type { AppContext } from '../context';
import { type Receipt, receiptFor } from '../receipts/receipt-service';
import { landingOfToken, noRequest } from '../requests/public-status';
import { authenticated, caller, parseId } from './http';
import { PUBLIC_READ_LIMIT } from './public-airfields';
import { idParams, looseQuery, tokenParams } from './schemas';
import type { SchemaTypeProvider } from './type-provider';

function sendPdf(reply: FastifyReply, receipt: Receipt): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${receipt.fileName}"`)
    .send(receipt.pdf);
}

export const receiptRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plain, { ctx }) => {
  const app = plain.withTypeProvider<SchemaTypeProvider>();
  app.get(
    '/api/landings/:id/receipt',
    { preValidation: authenticated(ctx), schema: { params: idParams, querystring: looseQuery } },
    async (request, reply) => {
      const clubId = requireClub(await caller(ctx, request));
      const id = parseId(request.params);
      return sendPdf(reply, await receiptFor(ctx.db, id, clubId, request.query.lang, ctx.now()));
    },
  );

  app.get(
    '/api/public/requests/:token/receipt',
    { config: PUBLIC_READ_LIMIT, schema: { params: tokenParams, querystring: looseQuery } },
    async (request, reply) => {
      const landingId = await landingOfToken(ctx.db, request.params.token, utcDate(ctx.now()));
      if (landingId === null) throw noRequest();
      return sendPdf(reply, await receiptFor(ctx.db, landingId, null, request.query.lang, ctx.now()));
    },
  );
};

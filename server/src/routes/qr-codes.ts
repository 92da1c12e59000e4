// POST /api/qr-codes: a QR code the desk shows (its request page's link), drawn here so that no
// browser bundle carries a QR encoder (docs/decisions/0070). Signed-in desks only; writes nothing.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod/mini';
import type { AppContext } from '../context';
import { qrCode } from '../qr/qr-code';
import { authenticated } from './http';
import { dataBody } from './schemas';
import type { SchemaTypeProvider } from './type-provider';

/** A link a desk prints: a request page's address is far shorter; a QR code at level M holds 2,300. */
export const QR_TEXT_MAX = 500;

const qrCodeBody = z.strictObject({ text: z.string().check(z.minLength(1), z.maxLength(QR_TEXT_MAX)) });

export const qrCodeRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plain, { ctx }) => {
  const app = plain.withTypeProvider<SchemaTypeProvider>();
  app.post(
    '/api/qr-codes',
    { preValidation: authenticated(ctx), schema: { body: dataBody(qrCodeBody) } },
    async (request) => ({ data: qrCode(request.body.data.text), meta: {} }),
  );
};

// A pilot's status page, live (docs/decisions/0021): a Server-Sent Events stream per status token.
// It sends the request as the page shows it, then again each time it changes: the change feed pokes
// it with every change of the request's club (docs/decisions/0010), and it sends only when its own
// request reads differently. A heartbeat comment every 25 s; no token, no personal contact.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { clubOfLanding } from '../repositories/pilot-requests';
import { publicStatus } from '../requests/public-status';
import { openSseChannel } from './sse-channel';

export async function openStatusStream(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  landingId: number,
  heartbeatMs: number,
  onClose: () => void,
): Promise<void> {
  const clubId = await clubOfLanding(ctx.db, landingId);
  const channel = openSseChannel(request, reply, { heartbeatMs });
  channel.onClose(onClose);
  let last = '';
  // One read at a time, in order: a burst of pokes never sends an older status after a newer one.
  let reading = Promise.resolve();
  const look = () => {
    reading = reading
      .then(async () => {
        const status = await publicStatus(ctx.db, landingId, ctx.payments);
        const text = JSON.stringify(status);
        if (status && text !== last) {
          last = text;
          channel.send(`data: ${text}\n\n`);
        }
      })
      .catch(() => channel.end('closing'));
  };
  channel.onClose(ctx.changes.subscribe({ clubId, userId: null, poke: look, end: channel.end }));
  look();
}

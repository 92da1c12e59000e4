// A pilot's status page, live (docs/decisions/0021): a Server-Sent Events stream per status token.
// It sends the request as the page shows it, then again each time it changes: the change feed pokes
// it with every change of the request's club (docs/decisions/0010), and it sends only when its own
// request reads differently. A heartbeat comment every 25 s; no token, no personal contact.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { clubOfLanding } from '../repositories/pilot-requests';
import { publicStatus } from '../requests/public-status';

export async function openStatusStream(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  landingId: number,
  heartbeatMs: number,
  onClose: () => void,
): Promise<void> {
  const clubId = await clubOfLanding(ctx.db, landingId);
  reply.hijack();
  const out = reply.raw;
  out.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // Proxies that buffer (nginx) would hold the news back.
    'x-accel-buffering': 'no',
  });
  let open = true;
  let last = '';
  const send = (text: string) => {
    if (open) out.write(text);
  };
  // One read at a time, in order: a burst of pokes never sends an older status after a newer one.
  let reading = Promise.resolve();
  const look = () => {
    reading = reading
      .then(async () => {
        if (!open) return;
        const status = await publicStatus(ctx.db, landingId);
        const text = JSON.stringify(status);
        if (status && text !== last) {
          last = text;
          send(`data: ${text}\n\n`);
        }
      })
      .catch(() => end('closing'));
  };
  const end = (reason: string) => {
    if (!open) return;
    send(`event: end\ndata: ${JSON.stringify({ reason })}\n\n`);
    cleanup();
    out.end();
  };
  const unsubscribe = ctx.changes.subscribe({ clubId, userId: null, poke: look, end });
  const heartbeat = setInterval(() => send(': heartbeat\n\n'), heartbeatMs);
  function cleanup() {
    if (!open) return;
    open = false;
    unsubscribe();
    clearInterval(heartbeat);
    onClose();
  }
  request.raw.on('close', cleanup);

  send('retry: 3000\n\n');
  look();
}

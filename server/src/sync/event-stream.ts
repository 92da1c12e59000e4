// One desk's Server-Sent Events stream: the club's cursor first, a poke after each change of the
// club, a heartbeat comment every 25 s. It ends when the token expires or is revoked, when the desk
// goes away, and when the server closes; it never carries a row (docs/decisions/0010).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { findAccountById } from '../repositories/users';

/** setTimeout's ceiling; a token valid for longer is re-checked at each heartbeat anyway. */
const MAX_TIMER_MS = 2_147_000_000;

export async function openEventStream(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  who: Caller & { clubId: number },
  heartbeatMs: number,
  /** Gives the stream's slot back (sync/stream-slots.ts) when it ends, however it ends. */
  release: () => void,
): Promise<void> {
  const first = await ctx.changes.cursor(who.clubId);
  const account = await findAccountById(ctx.db, who.userId);
  const tokenVersion = account?.token_version;
  reply.hijack();
  const out = reply.raw;
  out.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // Proxies that buffer (nginx) would hold the pokes back.
    'x-accel-buffering': 'no',
  });
  let open = true;
  const send = (text: string) => {
    if (open) out.write(text);
  };
  const event = (cursor: string) => send(`data: ${JSON.stringify({ club: who.clubId, cursor })}\n\n`);

  const end = (reason: string) => {
    if (!open) return;
    send(`event: end\ndata: ${JSON.stringify({ reason })}\n\n`);
    open = false;
    cleanup();
    out.end();
  };
  const unsubscribe = ctx.changes.subscribe({ clubId: who.clubId, userId: who.userId, poke: event, end });
  const heartbeat = setInterval(() => {
    send(': heartbeat\n\n');
    // A revoked token (password change on another server process) is noticed here at the latest.
    findAccountById(ctx.db, who.userId).then(
      (now) => {
        if (!now || now.token_version !== tokenVersion || now.blocked) end('revoked');
      },
      () => end('closing'),
    );
  }, heartbeatMs);
  const expiry =
    who.expiresAt === null
      ? null
      : setTimeout(
          () => end('expired'),
          Math.min(MAX_TIMER_MS, Math.max(0, who.expiresAt - ctx.now().getTime())),
        );
  function cleanup() {
    release();
    unsubscribe();
    clearInterval(heartbeat);
    if (expiry) clearTimeout(expiry);
  }
  request.raw.on('close', () => {
    open = false;
    cleanup();
  });

  send('retry: 3000\n\n');
  event(first);
}

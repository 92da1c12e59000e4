// One desk's Server-Sent Events stream: the club's cursor first, a poke after each change of the
// club, a heartbeat comment every 25 s. It ends when the token expires or is revoked, when the desk
// goes away, and when the server closes; it never carries a row (docs/decisions/0010).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { findAccountSession, sessionLive } from '../repositories/sessions';
import { openSseChannel } from './sse-channel';

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
  const account = await findAccountSession(ctx.db, who.userId, who.sessionId);
  const tokenVersion = account?.token_version;
  // A revoked token or an ended session (on another server process) is noticed at each heartbeat at the latest.
  const recheck = () =>
    findAccountSession(ctx.db, who.userId, who.sessionId).then(
      (now) => {
        if (
          !now ||
          now.token_version !== tokenVersion ||
          now.blocked ||
          !sessionLive(now, ctx.now().toISOString())
        )
          channel.end('revoked');
      },
      () => channel.end('closing'),
    );
  const channel = openSseChannel(request, reply, { heartbeatMs, onHeartbeat: () => void recheck() });
  channel.onClose(release);
  const event = (cursor: string) => channel.send(`data: ${JSON.stringify({ club: who.clubId, cursor })}\n\n`);
  channel.onClose(
    ctx.changes.subscribe({
      clubId: who.clubId,
      userId: who.userId,
      sessionId: who.sessionId,
      poke: event,
      end: channel.end,
    }),
  );
  if (who.expiresAt !== null) {
    const expiry = setTimeout(
      () => channel.end('expired'),
      Math.min(MAX_TIMER_MS, Math.max(0, who.expiresAt - ctx.now().getTime())),
    );
    channel.onClose(() => clearTimeout(expiry));
  }
  event(first);
}

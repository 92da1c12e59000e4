// One Server-Sent Events response: its headers, its writes while the client is there, a heartbeat
// comment, and one clean-up however it ends (the stream's own end, the client leaving, the server closing).
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface SseChannel {
  /** Writes a frame while the stream is open; nothing after. */
  send(frame: string): void;
  /** Says why in a last `end` event, closes the stream and ends the response. */
  end(reason: string): void;
  /** Runs once when the stream closes, however it closes (at once if it already has). */
  onClose(cleanup: () => void): void;
}

export interface SseOptions {
  heartbeatMs: number;
  /** Runs with each heartbeat: where a stream re-checks what may end it. */
  onHeartbeat?: () => void;
}

export function openSseChannel(
  request: FastifyRequest,
  reply: FastifyReply,
  options: SseOptions,
): SseChannel {
  reply.hijack();
  const out = reply.raw;
  out.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // Proxies that buffer (nginx) would hold the events back.
    'x-accel-buffering': 'no',
  });
  let open = true;
  const cleanups: Array<() => void> = [];
  const send = (frame: string) => {
    if (open) out.write(frame);
  };
  const heartbeat = setInterval(() => {
    send(': heartbeat\n\n');
    if (open) options.onHeartbeat?.();
  }, options.heartbeatMs);
  const close = () => {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    for (const cleanup of cleanups) cleanup();
  };
  request.raw.on('close', close);
  send('retry: 3000\n\n');
  return {
    send,
    end(reason) {
      if (!open) return;
      send(`event: end\ndata: ${JSON.stringify({ reason })}\n\n`);
      close();
      out.end();
    },
    onClose(cleanup) {
      if (open) cleanups.push(cleanup);
      else cleanup();
    },
  };
}

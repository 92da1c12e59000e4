// Server-Sent Events as text: the poke of live sync (docs/decisions/0010) is one `data:` line per
// event, `event: end` when the server closes the stream, and comments as heartbeats. Pure, so the
// desk and the server's own tests read a stream the same way.

export type SseEvent = { type: 'message' | 'end'; data: unknown } | { type: 'heartbeat' };

/** Splits a growing text buffer into complete events; returns them and what is left over. */
export function parseSse(buffer: string): { events: SseEvent[]; rest: string } {
  const events: SseEvent[] = [];
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    if (block.startsWith(':')) {
      events.push({ type: 'heartbeat' });
      continue;
    }
    let type: 'message' | 'end' = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) type = line.slice(6).trim() === 'end' ? 'end' : 'message';
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    if (data.length === 0) continue;
    try {
      events.push({ type, data: JSON.parse(data.join('\n')) as unknown });
    } catch {
      // Not JSON: not one of ours. The next poke or pull catches up anyway.
    }
  }
  return { events, rest };
}

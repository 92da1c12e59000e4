import { describe, expect, it } from 'vitest';
import { parseSse } from './sse-text';

describe('parseSse', () => {
  it('reads pokes, the end event and heartbeats, and keeps an unfinished event for later', () => {
    const { events, rest } = parseSse(
      'retry: 3000\n\ndata: {"club":1,"cursor":"v1.a.1.2.3"}\n\n: heartbeat\n\nevent: end\ndata: {"reason":"revoked"}\n\ndata: {"cl',
    );
    expect(events).toEqual([
      { type: 'message', data: { club: 1, cursor: 'v1.a.1.2.3' } },
      { type: 'heartbeat' },
      { type: 'end', data: { reason: 'revoked' } },
    ]);
    expect(rest).toBe('data: {"cl');
  });

  it('skips what is not JSON and reads CRLF line ends', () => {
    expect(parseSse('data: nope\r\n\r\ndata: {"a":1}\r\n\r\n').events).toEqual([
      { type: 'message', data: { a: 1 } },
    ]);
  });
});

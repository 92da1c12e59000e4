import { describe, expect, it } from 'vitest';
import type { SseEvent } from '@/domain/wire/sse-text';
import { readSse } from './event-stream';

describe('readSse', () => {
  it('puts events split across chunks back together', async () => {
    const bytes = new TextEncoder().encode('data: {"club":7,"cursor":"x"}\n\n: heartbeat\n\n');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 5) controller.enqueue(bytes.slice(i, i + 5));
        controller.close();
      },
    });
    const seen: SseEvent[] = [];
    await readSse(stream, (event) => seen.push(event));
    expect(seen).toEqual([{ type: 'message', data: { club: 7, cursor: 'x' } }, { type: 'heartbeat' }]);
  });
});

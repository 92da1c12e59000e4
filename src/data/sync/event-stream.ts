// Reads Server-Sent Events from the byte stream the API client hands over (the live sync's poke),
// with the one parser in src/domain/wire/sse-text.ts.
import { parseSse, type SseEvent } from '@/domain/wire/sse-text';

export type { SseEvent };

/** Reads events from `stream` until it ends or `signal` aborts; each goes to `onEvent`. */
export async function readSse(
  stream: ReadableStream<Uint8Array>,
  onEvent: (event: SseEvent) => void,
): Promise<void> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      const parsed = parseSse(buffer + decoder.decode(value, { stream: true }));
      buffer = parsed.rest;
      for (const event of parsed.events) onEvent(event);
    }
  } finally {
    reader.releaseLock();
  }
}

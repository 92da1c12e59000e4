// Reads a Server-Sent Events stream over real HTTP for the sync tests and the bench, with the
// desk's own parser (src/data/sync/event-stream.ts): each event, in order, until the stream ends or is closed.
import { parseSse, type SseEvent } from '@/domain/wire/sse-text';

export interface SseReader {
  /** The next event, or null once the stream has ended. Rejects after `timeoutMs`. */
  next(timeoutMs?: number): Promise<SseEvent | null>;
  close(): void;
  status: number;
}

/** Opens `url` with the desk's token, or none (a pilot's status stream is public). */
export async function openSse(url: string, token?: string): Promise<SseReader> {
  const abort = new AbortController();
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const response = await fetch(url, { headers, signal: abort.signal });
  const queue: Array<SseEvent | null> = [];
  const waiting: Array<(event: SseEvent | null) => void> = [];
  const push = (event: SseEvent | null) => {
    const resolve = waiting.shift();
    if (resolve) resolve(event);
    else queue.push(event);
  };
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    // A reader rather than for-await: the bench type-checks this file with the DOM's stream types.
    const reader = response.body?.getReader();
    try {
      for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
        const parsed = parseSse(buffer + decoder.decode(chunk.value, { stream: true }));
        buffer = parsed.rest;
        for (const event of parsed.events) push(event);
      }
    } catch {
      // aborted by close(): the stream is over either way
    }
    push(null);
  })();
  return {
    status: response.status,
    next(timeoutMs = 5_000) {
      if (queue.length) return Promise.resolve(queue.shift() ?? null);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no event within ${timeoutMs} ms`)), timeoutMs);
        waiting.push((event) => {
          clearTimeout(timer);
          resolve(event);
        });
      });
    },
    close: () => abort.abort(),
  };
}

// The page's only HTTP: JSON to and from /api/public/ with a timeout, and the server's error
// envelope read into a status, a message (with its catalog key when it has one) and the fields it
// names.
import type { Message } from '@/i18n/messages';

/** A field's refusal: the catalog key the server named, or its English words when it named none. */
export type FieldRefusal = Message | string;

export class PilotApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Field name → why, from `details.errors[]`. */
    readonly fields: Record<string, FieldRefusal> = {},
    /** The message's catalog key, from `details.i18n`. */
    readonly words: Message | null = null,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 20_000;

interface Issue {
  path?: unknown[];
  message?: string;
  i18n?: Message;
}

interface Envelope {
  data?: unknown;
  error?: { message?: string; details?: { i18n?: Message; errors?: Issue[] } };
}

function fieldsOf(envelope: Envelope): Record<string, FieldRefusal> {
  const fields: Record<string, FieldRefusal> = {};
  for (const issue of envelope.error?.details?.errors ?? []) {
    const field = issue.path?.[issue.path.length - 1];
    const why = issue.i18n ?? issue.message;
    if (typeof field === 'string' && why && !(field in fields)) fields[field] = why;
  }
  return fields;
}

/** GET or POST `/api/public/<path>`; resolves with `data`, or throws PilotApiError (status 0: no answer). */
export async function callApi<T>(path: string, init: { body?: unknown; key?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.key) headers['Idempotency-Key'] = init.key;
  let response: Response;
  try {
    response = await fetch(`/api/public/${path}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers,
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new PilotApiError(0, 'No answer from the airfield');
  }
  const envelope = (await response.json().catch(() => ({}))) as Envelope;
  if (!response.ok) {
    throw new PilotApiError(
      response.status,
      envelope.error?.message ?? `The server answered ${response.status}.`,
      fieldsOf(envelope),
      envelope.error?.details?.i18n ?? null,
    );
  }
  return envelope.data as T;
}

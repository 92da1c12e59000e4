// The page's only HTTP: JSON to and from /api/public/ with a timeout, and the server's error
// envelope read into a status, a message and the fields it names.

export class PilotApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Field name → message, from `details.errors[].path`. */
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 20_000;

interface Envelope {
  data?: unknown;
  error?: { message?: string; details?: { errors?: { path?: unknown[]; message?: string }[] } };
}

function fieldsOf(envelope: Envelope): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of envelope.error?.details?.errors ?? []) {
    const field = issue.path?.[issue.path.length - 1];
    if (typeof field === 'string' && issue.message && !(field in fields)) fields[field] = issue.message;
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
    throw new PilotApiError(0, 'No answer from the airfield: check your connection and try again.');
  }
  const envelope = (await response.json().catch(() => ({}))) as Envelope;
  if (!response.ok) {
    throw new PilotApiError(
      response.status,
      envelope.error?.message ?? `The server answered ${response.status}.`,
      fieldsOf(envelope),
    );
  }
  return envelope.data as T;
}

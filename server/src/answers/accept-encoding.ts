// Which of the API's encodings a request's Accept-Encoding allows (RFC 9110 §12.5.3): the one it
// weighs highest above q=0, ours in order of preference on a tie, as @fastify/compress picks.
import { API_ENCODINGS, type ApiEncoding } from '../compression';

function weights(header: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    found.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return found;
}

export function acceptedEncoding(header: string | undefined): ApiEncoding | null {
  if (!header) return null;
  const accepted = weights(header);
  let best: ApiEncoding | null = null;
  let bestWeight = 0;
  for (const encoding of API_ENCODINGS) {
    const weight = accepted.get(encoding) ?? accepted.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

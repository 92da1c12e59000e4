// Runs a write exactly once per Idempotency-Key: claiming the key, the write and the stored answer
// share one transaction, so two copies of a request racing each other (on one server process or
// two) still write once: the second waits on the claimed key and then replays the first's answer.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { inTransaction } from '../db/transaction';
import { claimKey, findAnswer, releaseKey, storeAnswer } from '../repositories/idempotency';
import { validationError } from '../strapi/errors';

export interface Answer {
  status: number;
  body: unknown;
}

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

export async function idempotent(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  now: string,
  write: (trx: Db) => Promise<Answer>,
): Promise<unknown> {
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined) {
    const answer = await inTransaction(db, write);
    return reply.code(answer.status).send(answer.body);
  }
  if (!KEY_PATTERN.test(key)) throw validationError('Invalid Idempotency-Key');
  const fingerprint = createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
  const { answer, replayed } = await inTransaction(db, async (trx) => {
    if (!(await claimKey(trx, userId, key, fingerprint, now))) {
      const stored = await findAnswer(trx, userId, key);
      if (!stored) throw new Error('an idempotency key was claimed but holds no answer');
      if (stored.fingerprint !== fingerprint) {
        throw validationError('This Idempotency-Key was already used for a different request');
      }
      return { answer: { status: stored.status, body: stored.body }, replayed: true };
    }
    const fresh = await write(trx);
    // Only successes are remembered: a refused write may be corrected and sent again.
    if (fresh.status < 300) await storeAnswer(trx, userId, key, fresh);
    else await releaseKey(trx, userId, key);
    return { answer: fresh, replayed: false };
  });
  if (replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(answer.status).send(answer.body);
}

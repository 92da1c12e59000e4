// A body refused before it is sent says so in the desk's language: its words travel as our
// server's do (details.i18n), so a screen says them with sayOr like any refusal.

import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { say } from '@/i18n/messages';
import { translatorFor } from '@/test/words';
import { ApiError } from './api-errors';
import { checkedBody } from './checked-body';

const schema = z.object({ price: z.number(), open: z.boolean() });
const request = { method: 'PUT', path: 'clubs/1' };

function refusal(body: unknown): ApiError {
  try {
    checkedBody(schema, body, request);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the body was accepted');
}

/** The refusal as the Portuguese desk says it; null when it carries no message. */
const inPortuguese = (error: ApiError): string | null =>
  error.words ? say(translatorFor('pt'), error.words) : null;

describe('checkedBody', () => {
  it('refuses in English for logs, with the same words as a catalog message', () => {
    const one = refusal({ price: 'ten', open: true });
    expect(one.message).toBe('Not sent: price is not what the server accepts');
    expect(inPortuguese(one)).toBe('Não enviado: price não é o que o servidor aceita');
    const two = refusal({});
    expect(two.message).toBe('Not sent: price, open are not what the server accepts');
    expect(inPortuguese(two)).toBe('Não enviado: price, open não são o que o servidor aceita');
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { parsePlain } from '../routes/http';
import { HttpError } from '../strapi/errors';
import { english, serverTranslator } from './server-i18n';

describe("the server's languages", () => {
  it('says a catalog message in English or Portuguese, placeholders filled', () => {
    expect(english({ id: 'errors.corsAt', values: { origin: 'https://desk.example' } })).toContain(
      "this app's address (https://desk.example)",
    );
    expect(serverTranslator('pt')('signIn.error')).toBe('Erro. Verifique o seu email e a palavra-passe.');
  });

  it('writes a catalog message in the envelope in English, with its key for the desk', () => {
    const error = new HttpError(400, 'ValidationError', { id: 'signIn.error' });
    expect(error.toEnvelope().error).toEqual({
      status: 400,
      name: 'ValidationError',
      message: 'Error. Check your email and password.',
      details: { i18n: { id: 'signIn.error' } },
    });
  });

  it("turns a shared schema's message key into English words and the key, field by field", () => {
    const schema = z.strictObject({ email: z.string().check(z.minLength(1, 'signIn.email')) });
    try {
      parsePlain(schema, { email: '' });
      expect.unreachable('an empty email is refused');
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      const { message, details } = (error as HttpError).toEnvelope().error;
      expect(message).toBe('Email');
      expect(details).toEqual({
        i18n: { id: 'signIn.email' },
        errors: [
          { path: ['email'], message: 'Email', name: 'ValidationError', i18n: { id: 'signIn.email' } },
        ],
      });
    }
  });

  it('keeps a message that is not a key as it is', () => {
    const error = new HttpError(404, 'NotFoundError', 'Not Found');
    expect(error.toEnvelope().error.details).toEqual({});
  });
});

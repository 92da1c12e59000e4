import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@/data/api/api-errors';
import { adapterFor } from '@/data/server/choose-adapter';
import { PLAIN_STRAPI_CAPABILITIES, PPR_DESK_CAPABILITIES } from '@/domain/wire/server-capabilities';
import { wordsIn } from '@/test/words';
import { describeFailure, sayFailure } from './registration-errors';

const en = wordsIn('en');
const pt = wordsIn('pt');

describe('a failed Confirm, in words', () => {
  it('says which creation the server could not complete, with its detail apart, in both languages', () => {
    const failure = describeFailure('club', new ApiError(503, 'HTTP503', 'Service Unavailable', null), null);
    expect(failure.kind).toBe('server');
    expect(sayFailure(en, failure)).toEqual({
      text: 'Creating the airfield failed: the server could not complete it. Press Confirm to try again; nothing you typed is lost.',
      detail: 'Details: Service Unavailable',
    });
    expect(sayFailure(pt, failure)).toEqual({
      text: 'A criação do aeródromo falhou: o servidor não a conseguiu concluir. Prima Confirmar para tentar de novo; nada do que escreveu se perde.',
      detail: 'Detalhes: Service Unavailable',
    });
  });

  it("says a refusal with the server's reason, in the desk's language when the server named it", () => {
    const refused = new ApiError(400, 'ValidationError', 'Use 3 to 60 characters.', {
      i18n: { id: 'validation.slug.length' },
    });
    const failure = describeFailure('service', refused, adapterFor(PPR_DESK_CAPABILITIES));
    expect(sayFailure(en, failure).text).toBe(
      'Saving the extra services was refused: Use 3 to 60 characters.',
    );
    expect(sayFailure(pt, failure).text).toBe(
      'A gravação dos serviços extra foi recusada: Use entre 3 e 60 caracteres.',
    );
    const plain = describeFailure('register', new ApiError(400, 'ValidationError', 'Bad things', null), null);
    expect(sayFailure(pt, plain).text).toBe('O registo da conta foi recusado: Bad things.');
  });

  it('a plain Strapi refusal names the permission it lacks', () => {
    const forbidden = new ApiError(403, 'ForbiddenError', 'Forbidden', null, {
      method: 'POST',
      path: 'schedules',
    });
    const failure = describeFailure('schedule', forbidden, adapterFor(PLAIN_STRAPI_CAPABILITIES));
    expect(sayFailure(en, failure).text).toMatch(
      /^Saving the opening hours was refused: Strapi refused: the Authenticated role needs permission schedule\.create/,
    );
  });

  it('says a taken account and a lost connection in Portuguese', () => {
    const taken = describeFailure(
      'register',
      new ApiError(400, 'ApplicationError', 'Email or Username are already taken', null),
      null,
    );
    expect(sayFailure(pt, taken)).toEqual({
      text: 'O email ou o nome de utilizador já estão em uso. Altere o nome de utilizador ou o email no passo 1 e prima Confirmar de novo.',
      detail: null,
    });
    const offline = describeFailure(
      'club',
      new NetworkError('Failed to fetch'),
      adapterFor(PPR_DESK_CAPABILITIES),
    );
    expect(offline.kind).toBe('offline');
    expect(sayFailure(pt, offline).text).toMatch(/^O registo precisa de uma ligação\./);
  });
});

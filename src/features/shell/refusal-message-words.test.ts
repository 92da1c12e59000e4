import { describe, expect, it } from 'vitest';
import { refusalMessage } from '@/domain/desk/desk-messages';
import { say } from '@/i18n/messages';
import { inEnglish, translatorFor } from '@/test/words';

describe('refusalMessage, as a toast says it', () => {
  it('says a refused decision or payment status as the product words it', () => {
    expect(inEnglish(refusalMessage('decision', true))).toBe('The permission could not be granted.');
    expect(inEnglish(refusalMessage('decision', false))).toBe('The permission could not be denied.');
    expect(inEnglish(refusalMessage('payment', undefined))).toBe('The payment status could not be updated.');
    const pt = translatorFor('pt');
    expect(say(pt, refusalMessage('decision', true))).toBe('Ocorreu um erro ao conceder permissão.');
    expect(say(pt, refusalMessage('decision', false))).toBe('Ocorreu um erro ao negar permissão.');
    expect(say(pt, refusalMessage('payment', undefined))).toBe(
      'Ocorreu um erro a atualizar o estado de pagamento.',
    );
  });

  it('tells the operator where the other refused changes are kept', () => {
    expect(inEnglish(refusalMessage('arrival', undefined))).toBe(
      'The arrival could not be recorded. It is kept under Changes.',
    );
    expect(inEnglish(refusalMessage('decision', null))).toBe(
      'The request could not be reopened. It is kept under Changes.',
    );
    expect(inEnglish(refusalMessage('create', undefined))).toContain('It is kept under Changes.');
  });
});

import { describe, expect, it } from 'vitest';
import { say } from '@/i18n/messages';
import { inEnglish, translatorFor } from '@/test/words';
import { refusalToast } from './refusal-toast';

describe('refusalToast', () => {
  it('says a refused decision or payment status as the product words it', () => {
    expect(inEnglish(refusalToast('decision', true))).toBe('The permission could not be granted.');
    expect(inEnglish(refusalToast('decision', false))).toBe('The permission could not be denied.');
    expect(inEnglish(refusalToast('payment', undefined))).toBe('The payment status could not be updated.');
    const pt = translatorFor('pt');
    expect(say(pt, refusalToast('decision', true))).toBe('Ocorreu um erro ao conceder permissão.');
    expect(say(pt, refusalToast('decision', false))).toBe('Ocorreu um erro ao negar permissão.');
    expect(say(pt, refusalToast('payment', undefined))).toBe(
      'Ocorreu um erro a atualizar o estado de pagamento.',
    );
  });

  it('tells the operator where the other refused changes are kept', () => {
    expect(inEnglish(refusalToast('arrival', undefined))).toBe(
      'The arrival could not be recorded. It is kept under Changes.',
    );
    expect(inEnglish(refusalToast('decision', null))).toBe(
      'The request could not be reopened. It is kept under Changes.',
    );
    expect(inEnglish(refusalToast('create', undefined))).toContain('It is kept under Changes.');
  });
});

import { describe, expect, it } from 'vitest';
import { refusalMessage } from './desk-messages';

describe('refusalMessage', () => {
  it("uses SPEC §8's Portuguese texts for decisions and payment status", () => {
    expect(refusalMessage('decision', true)).toBe('Ocorreu um erro ao conceder permissão.');
    expect(refusalMessage('decision', false)).toBe('Ocorreu um erro ao negar permissão.');
    expect(refusalMessage('payment', undefined)).toBe('Ocorreu um erro a atualizar o estado de pagamento.');
  });

  it('tells the operator where the other refused changes are kept', () => {
    expect(refusalMessage('arrival', undefined)).toBe(
      'The arrival could not be recorded. It is kept under Changes.',
    );
    expect(refusalMessage('create', undefined)).toContain('It is kept under Changes.');
  });
});

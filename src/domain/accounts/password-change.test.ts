import { describe, expect, it } from 'vitest';
import { inEnglish, inPortuguese } from '@/test/words';
import { PASSWORD_CHANGED, passwordChangeError } from './password-change';

const said = (error: ReturnType<typeof passwordChangeError>): string =>
  typeof error === 'string' ? error : inEnglish(error);

describe('passwordChangeError', () => {
  it("shows the server's message when it answered with one", () => {
    expect(
      said(passwordChangeError({ answered: true, message: 'The provided current password is invalid' })),
    ).toBe('The provided current password is invalid');
  });
  it("says 'Error. Try again please.' for a refusal without a reason", () => {
    expect(said(passwordChangeError({ answered: true, message: null }))).toBe('Error. Try again please.');
    expect(said(passwordChangeError({ answered: true, message: '  ' }))).toBe('Error. Try again please.');
  });
  it('asks to contact support when no answer came back', () => {
    expect(said(passwordChangeError({ answered: false }))).toBe(
      'An error occurred. Try again or contact support.',
    );
  });
  it('has the specified success text, and Portuguese words for it', () => {
    expect(inEnglish(PASSWORD_CHANGED)).toBe('Password changed successfully! Redirecting to login page...');
    expect(inPortuguese(PASSWORD_CHANGED)).toMatch(/^Palavra-passe alterada com sucesso!/);
  });
});

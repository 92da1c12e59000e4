import { describe, expect, it } from 'vitest';
import { PASSWORD_CHANGED, passwordChangeErrorText } from './password-change';

describe('passwordChangeErrorText', () => {
  it("shows the server's message when it answered with one", () => {
    expect(
      passwordChangeErrorText({ answered: true, message: 'The provided current password is invalid' }),
    ).toBe('The provided current password is invalid');
  });
  it("says 'Error. Try again please.' for a refusal without a reason", () => {
    expect(passwordChangeErrorText({ answered: true, message: null })).toBe('Error. Try again please.');
    expect(passwordChangeErrorText({ answered: true, message: '  ' })).toBe('Error. Try again please.');
  });
  it('asks to contact support when no answer came back', () => {
    expect(passwordChangeErrorText({ answered: false })).toBe(
      'An error occurred. Try again or contact support.',
    );
  });
  it('has the SPEC success text', () => {
    expect(PASSWORD_CHANGED).toBe('Password changed successfully! Redirecting to login page...');
  });
});

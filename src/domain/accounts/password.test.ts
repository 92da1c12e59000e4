import { describe, expect, it } from 'vitest';
import { inEnglish, inPortuguese } from '@/test/words';
import {
  canSavePasswordChange,
  isStrongPassword,
  PASSWORD_HINT,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SYMBOLS,
} from './password';

describe('isStrongPassword', () => {
  it('accepts a password with every kind of character', () => {
    expect(isStrongPassword('Runway09!')).toBe(true);
    expect(isStrongPassword('aB3_aaaa')).toBe(true);
  });

  it.each([...PASSWORD_SYMBOLS])('counts %s as a symbol', (symbol) => {
    expect(isStrongPassword(`Abcdef1${symbol}`)).toBe(true);
  });

  it.each([
    ['no lowercase', 'RUNWAY09!'],
    ['no uppercase', 'runway09!'],
    ['no digit', 'Runwayyy!'],
    ['no symbol', 'Runway099'],
    ['a symbol outside the list', 'Runway09-'],
    ['a space as the only symbol', 'Runway 09'],
    ['seven characters', 'Rwy09!a'],
    ['empty', ''],
  ])('refuses %s', (_label, pw) => {
    expect(isStrongPassword(pw)).toBe(false);
  });

  it('needs exactly the minimum length, not more', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(isStrongPassword('Rwy09!ab')).toBe(true);
  });
});

describe('PASSWORD_HINT', () => {
  it('states every requirement', () => {
    const hint = inEnglish(PASSWORD_HINT);
    expect(hint).toContain('at least an upper and lower case letter, a number and a symbol');
    expect(hint).toContain(PASSWORD_SYMBOLS);
    expect(hint).toContain('8 characters');
    expect(hint.startsWith('Make sure')).toBe(true);
    expect(hint.endsWith('.')).toBe(true);
    expect(inPortuguese(PASSWORD_HINT)).toContain(PASSWORD_SYMBOLS);
  });
});

describe('canSavePasswordChange', () => {
  const ok = { current: 'old', next: 'Runway09!', confirmation: 'Runway09!' };
  it('allows a filled current password with a strong, confirmed new one', () => {
    expect(canSavePasswordChange(ok)).toBe(true);
  });
  it('needs the current password', () => {
    expect(canSavePasswordChange({ ...ok, current: '' })).toBe(false);
  });
  it('needs the confirmation to match exactly', () => {
    expect(canSavePasswordChange({ ...ok, confirmation: 'Runway09' })).toBe(false);
    expect(canSavePasswordChange({ ...ok, confirmation: 'runway09!' })).toBe(false);
  });
  it('needs the new password to be strong even when confirmed', () => {
    expect(canSavePasswordChange({ current: 'old', next: 'weak', confirmation: 'weak' })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { isMailSafeText, mailSafeName } from './mail-safe-text';

describe('a typed name in a mail', () => {
  it.each([
    'Ana Ferreira',
    'João Lima',
    "Seán O'Brien",
    'Anne-Marie St. Clair',
    'J. R. Smith',
    'Maria da Conceição',
    'Pilot 2',
  ])('is said as typed when it is a name: %s', (name) => {
    expect(isMailSafeText(name)).toBe(true);
    expect(mailSafeName(` ${name} `)).toBe(name);
  });

  it.each([
    'Pay the fee at http://pay.example',
    'https://x.y',
    'HTTP:evil',
    'mailto:someone',
    'javascript:alert(1)',
    'see www.example',
    'WWW . example',
    'example.com',
    'pay at bit.ly/abc',
    'club.co.uk refund',
    'me@example',
    '<b>Ana</b>',
    'Ana > Pay',
    '//evil',
    'Ana &#60;',
  ])('falls back to the fixed wording when it holds a link or markup: %s', (name) => {
    expect(isMailSafeText(name)).toBe(false);
    expect(mailSafeName(name)).toBeNull();
  });

  it('has no name to say when none was typed', () => {
    expect(mailSafeName(null)).toBeNull();
    expect(mailSafeName('   ')).toBeNull();
  });
});

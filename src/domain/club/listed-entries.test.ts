import { describe, expect, it } from 'vitest';
import { NO_ACCEPTANCE_RULES } from './acceptance-rule-set';
import { hasUnlistableEntries, unlistableEntries } from './listed-entries';

describe('the listed rule’s entries', () => {
  it('takes registrations as the rule compares them, and real addresses', () => {
    expect(
      unlistableEntries({
        registrations: ['CS-AYZ', 'cs aaa', 'D-EABC', 'N12345'],
        emails: ['pilot@example.com', ' Friend@Example.org '],
      }),
    ).toEqual({ registrations: [], emails: [] });
  });

  it('names what could never match: a formula, a lone letter, a name; an address with a typo', () => {
    expect(
      unlistableEntries({
        registrations: ['=CMD()', 'X', 'Joao Silva Santos', 'CS-AYZ'],
        emails: ['pilot@', 'pilot example.com', '<script>@x.com', 'pilot@example.com'],
      }),
    ).toEqual({
      registrations: ['=CMD()', 'X', 'Joao Silva Santos'],
      emails: ['pilot@', 'pilot example.com', '<script>@x.com'],
    });
  });

  it('refuses a rule set only for a listed rule with such an entry, on or off', () => {
    expect(hasUnlistableEntries(NO_ACCEPTANCE_RULES)).toBe(false);
    const listing = (registrations: string[]) => ({
      ...NO_ACCEPTANCE_RULES,
      rules: [{ kind: 'listed' as const, on: false, registrations, emails: [] }],
    });
    expect(hasUnlistableEntries(listing(['CS-AYZ']))).toBe(false);
    expect(hasUnlistableEntries(listing(['CS-AYZ', '?']))).toBe(true);
  });
});

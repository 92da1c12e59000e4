import { describe, expect, it } from 'vitest';
import { requirementWords } from './stripe-requirements';

describe('requirementWords', () => {
  it('says each kind of missing detail once, in Stripe’s order, and anything unknown as other', () => {
    expect(
      requirementWords([
        'business_profile.url',
        'external_account',
        'tos_acceptance.date',
        'tos_acceptance.ip',
        'individual.dob.day',
        'representative.first_name',
        'something_new',
      ]).map((word) => word.id),
    ).toEqual([
      'settings.payments.due.businessProfile',
      'settings.payments.due.bankAccount',
      'settings.payments.due.terms',
      'settings.payments.due.person',
      'settings.payments.due.other',
    ]);
  });

  it('says nothing when nothing is due', () => {
    expect(requirementWords([])).toEqual([]);
  });
});

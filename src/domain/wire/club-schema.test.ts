// One schema for a club's fields: the Settings form and registration refuse exactly what it
// refuses (src/data/api/clubs.test.ts shows the API client and the server refusing the same).
import { describe, expect, it } from 'vitest';
import { CLUB_REFUSALS } from '@/test/fixtures/club-refusals';
import { filledDraft } from '@/test/registration-fixture';
import { isStepValid, type RegistrationDraft, type RegistrationStep } from '../accounts/registration';
import { CLUB_GROUPS, type ClubGroup, clubGroupPayload, groupRules } from '../club/club-settings';
import { acceptsClubField, clubCreate, clubUpdate } from './club-schema';

const groupOf = (field: string): ClubGroup | undefined =>
  (Object.keys(CLUB_GROUPS) as ClubGroup[]).find((group) =>
    groupRules(group).some((rule) => rule.key === field),
  );

const REGISTRATION_STEP: Partial<Record<string, RegistrationStep>> = {
  name1: 3,
  icao: 3,
  nif: 3,
  phone: 3,
  direction: 5,
  lat: 5,
  long: 5,
  helipad_latitude: 5,
  altitude: 5,
  length: 5,
  weight: 5,
  price_land: 6,
  hours_free_park: 6,
  stripeEmail: 8,
};

describe('the clubs schema', () => {
  it.each(CLUB_REFUSALS)(
    'refuses $field = $value, in an update and in a registration',
    ({ field, value }) => {
      expect(acceptsClubField(field, value)).toBe(false);
      if (field !== 'icao') expect(clubUpdate.safeParse({ [field]: value }).success).toBe(false);
      expect(clubCreate.safeParse({ name1: 'Évora', [field]: value }).success).toBe(false);
    },
  );

  it('takes a whole registration payload and a settings group as the server will', () => {
    expect(clubCreate.safeParse({ name1: ' Évora ', icao: 'LPEV', lat: 38.5, user: 4 }).data).toEqual({
      name1: 'Évora',
      icao: 'LPEV',
      lat: 38.5,
      user: 4,
    });
    expect(clubUpdate.safeParse({}).success).toBe(false);
    expect(clubUpdate.safeParse({ name1: 'x', nope: 1 }).success).toBe(false);
    expect(clubUpdate.safeParse({ slug: ' Evora-Aero ' }).data).toEqual({ slug: 'evora-aero' });
  });

  it('stores an ICAO code upper case, and leaves a tax number and phone as typed (trimmed)', () => {
    const details = { name2: ' lpev ', nif: ' 509 876 543 ', phone: '+351 266 000 111' };
    expect(clubUpdate.safeParse(details).data).toEqual({
      name2: 'LPEV',
      nif: '509 876 543',
      phone: '+351 266 000 111',
    });
    expect(clubCreate.safeParse({ name1: 'Évora', icao: 'lpev' }).data).toEqual({
      name1: 'Évora',
      icao: 'LPEV',
    });
    // Blank or null is no detail at all, as it always was; the forms decide whether one may be left out.
    expect(clubUpdate.safeParse({ name2: '', nif: null, phone: '' }).success).toBe(true);
  });

  it.each(CLUB_REFUSALS.filter(({ field }) => groupOf(field)))(
    'Settings will not save $field typed as "$typed"',
    ({ field, typed }) => {
      const group = groupOf(field) as ClubGroup;
      const check = clubGroupPayload(group, { name1: 'Évora', [field]: typed });
      expect(check.ok).toBe(false);
      if (!check.ok) expect(check.problems.map((problem) => problem.key)).toContain(field);
    },
  );

  it.each(CLUB_REFUSALS.filter(({ field }) => REGISTRATION_STEP[field]))(
    'registration will not continue past $field typed as "$typed"',
    ({ field, typed }) => {
      const draft = filledDraft({ category: 1, services: { 'Fuel AVGAS 100LL': 1, Catering: 2 } });
      const step = REGISTRATION_STEP[field] as RegistrationStep;
      expect(isStepValid(step, draft)).toBe(true);
      expect(isStepValid(step, { ...draft, [field]: typed } as RegistrationDraft)).toBe(false);
    },
  );
});

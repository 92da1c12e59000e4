import { describe, expect, it } from 'vitest';
import { inEnglish } from '@/test/words';
import {
  emptyDraft,
  isStepValid,
  PROGRESS_STAGES,
  progressStage,
  REGISTRATION_STEPS,
  type RegistrationDraft,
  type RegistrationStep,
} from './registration';

const validDraft = (): RegistrationDraft => ({
  ...emptyDraft(),
  username: 'evora',
  email: 'ops@evora.pt',
  password: 'Runway09!',
  confirmation: 'Runway09!',
  name1: 'Aeródromo de Évora',
  icao: 'LPEV',
  address: 'Rua do Aeródromo, Évora',
  nif: '500000000',
  contact_name: 'Ana Silva',
  phone: '+351 266 000 000',
  category: 1,
  lat: '38.5297',
  long: '-7.8919',
  altitude: '807',
  length: '1300',
  direction: '01/19',
  weight: '5700',
});

const steps: RegistrationStep[] = [1, 2, 3, 4, 5, 6, 7, 8];

describe('emptyDraft', () => {
  it('starts blank with every day closed', () => {
    const draft = emptyDraft();
    expect(draft.username).toBe('');
    expect(draft.category).toBeNull();
    expect(draft.request).toBe(false);
    expect(draft.services).toEqual({});
    expect(Object.keys(draft.schedule)).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
    expect(draft.schedule.sun).toEqual({ open: '', close: '' });
  });
  it('returns independent drafts', () => {
    const a = emptyDraft();
    a.schedule.mon.open = '09:00';
    expect(emptyDraft().schedule.mon.open).toBe('');
  });
  it('leaves required steps invalid and optional steps valid', () => {
    const draft = emptyDraft();
    expect(steps.map((step) => isStepValid(step, draft))).toEqual([
      false,
      false,
      false,
      true,
      false,
      true,
      true,
      true,
    ]);
  });
});

describe('isStepValid', () => {
  it('accepts a complete draft on every step', () => {
    expect(steps.every((step) => isStepValid(step, validDraft()))).toBe(true);
  });

  it('step 1 needs a username and a valid email', () => {
    expect(isStepValid(1, { ...validDraft(), username: '  ' })).toBe(false);
    expect(isStepValid(1, { ...validDraft(), email: 'ops@' })).toBe(false);
  });

  it('step 2 needs a strong password equal to its confirmation', () => {
    expect(isStepValid(2, { ...validDraft(), confirmation: 'Runway09?' })).toBe(false);
    expect(isStepValid(2, { ...validDraft(), password: 'weakpass', confirmation: 'weakpass' })).toBe(false);
  });

  it.each(['name1', 'icao', 'address', 'nif', 'contact_name', 'phone'] as const)(
    'step 3 needs %s',
    (field) => {
      expect(isStepValid(3, { ...validDraft(), [field]: ' ' })).toBe(false);
    },
  );

  it('step 4 takes each day closed or open before close', () => {
    const withMonday = (open: string, close: string): RegistrationDraft => {
      const draft = validDraft();
      draft.schedule.mon = { open, close };
      return draft;
    };
    expect(isStepValid(4, withMonday('09:00', '18:00'))).toBe(true);
    expect(isStepValid(4, withMonday('09:00', ''))).toBe(false);
    expect(isStepValid(4, withMonday('', '18:00'))).toBe(false);
    expect(isStepValid(4, withMonday('18:00', '09:00'))).toBe(false);
  });

  it('step 5 needs runway type, coordinates, direction, elevation, length and weight', () => {
    expect(isStepValid(5, { ...validDraft(), length: '1,200' }, 'en-GB')).toBe(true);
    expect(isStepValid(5, { ...validDraft(), length: '1.200' }, 'pt-PT')).toBe(true);
    expect(isStepValid(5, { ...validDraft(), category: null })).toBe(false);
    expect(isStepValid(5, { ...validDraft(), lat: '' })).toBe(false);
    expect(isStepValid(5, { ...validDraft(), lat: '91' })).toBe(false);
    expect(isStepValid(5, { ...validDraft(), long: 'west' })).toBe(false);
    expect(isStepValid(5, { ...validDraft(), long: '-180.5' })).toBe(false);
    expect(isStepValid(5, { ...validDraft(), direction: '' })).toBe(false);
    expect(isStepValid(5, { ...validDraft(), altitude: '' })).toBe(false);
    expect(isStepValid(5, { ...validDraft(), length: '-1' })).toBe(false);
    expect(isStepValid(5, { ...validDraft(), weight: 'heavy' })).toBe(false);
  });

  it('step 5 allows a negative elevation, a decimal comma and no helipad', () => {
    expect(isStepValid(5, { ...validDraft(), altitude: '-2', lat: '38,5', helipad_latitude: 'x' })).toBe(
      true,
    );
  });

  it('step 6 takes blank rates but refuses non-numbers and negatives', () => {
    expect(isStepValid(6, { ...validDraft(), price_land: '12.50', hours_free_park: '2' })).toBe(true);
    expect(isStepValid(6, { ...validDraft(), price_park_heli: 'ten' })).toBe(false);
    expect(isStepValid(6, { ...validDraft(), price_touch: '-1' })).toBe(false);
  });

  it('step 7 checks the price of active services only', () => {
    const services = { 1: { active: true, price: '' }, 2: { active: false, price: 'junk' } };
    expect(isStepValid(7, { ...validDraft(), services })).toBe(true);
    expect(isStepValid(7, { ...validDraft(), services: { 1: { active: true, price: 'junk' } } })).toBe(false);
  });

  it('step 8 takes no payment email or a valid one', () => {
    expect(isStepValid(8, { ...validDraft(), stripeEmail: '' })).toBe(true);
    expect(isStepValid(8, { ...validDraft(), stripeEmail: 'pay@evora.pt' })).toBe(true);
    expect(isStepValid(8, { ...validDraft(), stripeEmail: 'pay' })).toBe(false);
  });
});

describe('progress', () => {
  it('has 8 steps in 4 stages', () => {
    expect(REGISTRATION_STEPS).toBe(8);
    expect(PROGRESS_STAGES.map(inEnglish)).toEqual(['Airfield', 'Runway', 'Rates', 'Payment']);
  });
  it('maps steps to stages', () => {
    const stageOf = (step: RegistrationStep): string => {
      const id = PROGRESS_STAGES[progressStage(step)];
      return id ? inEnglish(id) : 'none';
    };
    expect(steps.map(stageOf)).toEqual([
      'Airfield',
      'Airfield',
      'Airfield',
      'Airfield',
      'Runway',
      'Rates',
      'Rates',
      'Payment',
    ]);
  });
});

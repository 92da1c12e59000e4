import { describe, expect, it } from 'vitest';
import {
  planClubServiceSave,
  priceServiceEntry,
  type ServiceEntry,
  servicePrice,
  toggleServiceEntry,
} from './club-services-save';

const entry = (over: Partial<ServiceEntry>): ServiceEntry => ({
  serviceId: 1,
  clubServiceId: null,
  active: false,
  price: '',
  updated: true,
  ...over,
});

describe('servicePrice', () => {
  it('saves an empty price as 0 and reads decimals with a point or a comma', () => {
    expect(servicePrice('')).toBe(0);
    expect(servicePrice('  ')).toBe(0);
    expect(servicePrice(null)).toBe(0);
    expect(servicePrice('12.5')).toBe(12.5);
    expect(servicePrice('12,50')).toBe(12.5);
    expect(servicePrice(7)).toBe(7);
  });
  it('refuses text and negative amounts', () => {
    expect(servicePrice('abc')).toBeNull();
    expect(servicePrice('-1')).toBeNull();
  });
});

describe('toggleServiceEntry and priceServiceEntry', () => {
  it('clears the price when a service is toggled off, and flags the entry', () => {
    const on = entry({ active: true, price: '35', updated: false, clubServiceId: 4 });
    expect(toggleServiceEntry(on, false)).toEqual({ ...on, active: false, price: '', updated: true });
  });
  it('keeps the price when toggled on and flags a new price', () => {
    const off = entry({ price: '3', updated: false });
    expect(toggleServiceEntry(off, true)).toMatchObject({ active: true, price: '3', updated: true });
    expect(priceServiceEntry(off, '9')).toMatchObject({ price: '9', updated: true });
  });
});

describe('planClubServiceSave', () => {
  it('creates, updates and deletes as the extra services save says', () => {
    const plan = planClubServiceSave([
      entry({ serviceId: 1, active: true, price: '2.9' }),
      entry({ serviceId: 2, active: true, clubServiceId: 20, price: '' }),
      entry({ serviceId: 3, active: false, clubServiceId: 30 }),
    ]);
    expect(plan).toEqual({
      ops: [
        { kind: 'create', serviceId: 1, price: 2.9 },
        { kind: 'update', clubServiceId: 20, price: 0 },
        { kind: 'delete', clubServiceId: 30 },
      ],
      invalid: [],
    });
  });
  it('processes only entries flagged updated', () => {
    const plan = planClubServiceSave([
      entry({ serviceId: 1, active: true, price: '5', updated: false }),
      entry({ serviceId: 2, active: false, clubServiceId: 20, updated: false }),
    ]);
    expect(plan.ops).toEqual([]);
  });
  it('sends nothing for an inactive service the club never offered', () => {
    expect(planClubServiceSave([entry({ active: false, clubServiceId: null })]).ops).toEqual([]);
  });
  it('saves nothing while any price is not an amount', () => {
    const plan = planClubServiceSave([
      entry({ serviceId: 1, active: true, price: '5' }),
      entry({ serviceId: 2, active: true, price: 'five' }),
    ]);
    expect(plan).toEqual({ ops: [], invalid: [2] });
  });
});

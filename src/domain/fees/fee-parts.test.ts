import { describe, expect, it } from 'vitest';
import { type FeePartFacts, feeParts } from './fee-parts';

const facts = (over: Partial<FeePartFacts> = {}): FeePartFacts => ({
  billedCents: 4250,
  byHand: false,
  touchAndGo: false,
  services: [],
  parking: null,
  ...over,
});

const total = (lines: { cents: number }[]) => lines.reduce((sum, line) => sum + line.cents, 0);

describe('feeParts', () => {
  it('a landing alone is one landing line of the whole fee', () => {
    expect(feeParts(facts())).toEqual([{ kind: 'landing', cents: 4250 }]);
    expect(feeParts(facts({ touchAndGo: true }))).toEqual([{ kind: 'touchAndGo', cents: 4250 }]);
  });

  it('names the services and the parking, the landing being the rest', () => {
    const lines = feeParts(
      facts({
        billedCents: 5560,
        services: [{ name: 'Fuel', price: 10.1 }],
        parking: { hours: 3, hourly: 2.5 },
      }),
    );
    expect(lines).toEqual([
      { kind: 'landing', cents: 3800 },
      { kind: 'service', name: 'Fuel', cents: 1010 },
      { kind: 'parking', hours: 3, hourlyCents: 250, cents: 750 },
    ]);
    expect(total(lines)).toBe(5560);
  });

  it('leaves out parking that cost nothing', () => {
    expect(feeParts(facts({ parking: { hours: 0, hourly: 5 } }))).toEqual([{ kind: 'landing', cents: 4250 }]);
    expect(feeParts(facts({ parking: { hours: 4, hourly: 0 } }))).toEqual([{ kind: 'landing', cents: 4250 }]);
  });

  it('a fee set by hand is one line', () => {
    expect(feeParts(facts({ byHand: true, services: [{ name: 'Fuel', price: 10 }] }))).toEqual([
      { kind: 'byHand', cents: 4250 },
    ]);
  });

  it('parts that no longer fit inside the fee become one fee line', () => {
    expect(feeParts(facts({ billedCents: 1000, services: [{ name: 'Hangar', price: 20 }] }))).toEqual([
      { kind: 'fee', cents: 1000 },
    ]);
  });
});

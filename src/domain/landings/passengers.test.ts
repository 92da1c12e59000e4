import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { parsePassengers, passengersBesidesPilot, peopleOnBoard } from './passengers';

let log: MockInstance<typeof console.log>;
beforeEach(() => {
  log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => {
  log.mockRestore();
});

describe('parsePassengers', () => {
  it('reads the JSON array, pilot first', () => {
    expect(parsePassengers('["Ana Silva","Rui","Marta"]')).toEqual(['Ana Silva', 'Rui', 'Marta']);
    expect(log).not.toHaveBeenCalled();
  });

  it('accepts an empty array without logging', () => {
    expect(parsePassengers('[]')).toEqual([]);
    expect(log).not.toHaveBeenCalled();
  });

  it('keeps non-string entries as text', () => {
    expect(parsePassengers('["Ana", 7, null]')).toEqual(['Ana', '7', 'null']);
  });

  it.each([
    ['unparseable JSON', 'Ana, Rui'],
    ['a JSON object', '{"pilot":"Ana"}'],
    ['a JSON string', '"Ana"'],
    ['a JSON number', '3'],
    ['an empty string', ''],
    ['null', null],
    ['undefined', undefined],
  ])('logs No passengers. and returns [] for %s', (_label, raw) => {
    expect(parsePassengers(raw)).toEqual([]);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('No passengers.');
  });
});

describe('peopleOnBoard and passengersBesidesPilot', () => {
  it('count everyone, then everyone but the pilot', () => {
    expect(peopleOnBoard('["Ana","Rui","Marta"]')).toBe(3);
    expect(passengersBesidesPilot('["Ana","Rui","Marta"]')).toBe(2);
  });

  it('a pilot alone has no passengers', () => {
    expect(peopleOnBoard('["Ana"]')).toBe(1);
    expect(passengersBesidesPilot('["Ana"]')).toBe(0);
  });

  it('never go below zero', () => {
    expect(peopleOnBoard('[]')).toBe(0);
    expect(passengersBesidesPilot('[]')).toBe(0);
    expect(peopleOnBoard('oops')).toBe(0);
    expect(passengersBesidesPilot('oops')).toBe(0);
  });
});

// Odd input, generated: 500 random query strings through the real app, never a 5xx.
import { describe, expect, it } from 'vitest';
import { call, problem, startOddInputServer } from '../testing/odd-input';
import { randomQueries } from '../testing/random-queries';

startOddInputServer();

describe('random query strings from a seeded PRNG', () => {
  it('the generator is deterministic and varied', () => {
    const a = randomQueries(50, 2026);
    expect(randomQueries(50, 2026)).toEqual(a);
    expect(new Set(a).size).toBe(50);
    expect(randomQueries(50, 2027)).not.toEqual(a);
  });

  it('500 random query strings: never a 5xx, always a 200 or a 4xx envelope', async () => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const url of randomQueries(500, 0x0dd1)) {
      const res = await call('GET', url);
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const wrong = problem(res);
      if (wrong) failures.push(`${url.slice(0, 200)} → ${wrong}`);
    }
    expect(failures).toEqual([]);
    // The mix exercises both outcomes: some accepted, most refused.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(100);
  });
});

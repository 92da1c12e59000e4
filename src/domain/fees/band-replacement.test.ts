import { describe, expect, it } from 'vitest';
import { type BandOp, bandReplacementPlan, bandsMatch, GUARD_BAND, isHalfSaved } from './band-replacement';
import { bandFor, type WeightBand } from './fee-rules';

const band = (weight1: number, weight2: number, priceLand = 10, priceTouchGo = 5): WeightBand => ({
  weight1,
  weight2,
  priceLand,
  priceTouchGo,
});
const row = (id: number, b: WeightBand) => ({ id, ...b });

/** Every table the server shows while the plan runs, step by step. */
function tablesDuring(start: Array<WeightBand & { id: number }>, plan: BandOp[]) {
  let rows = [...start];
  let nextId = 2000;
  let guardId = -1;
  const seen: WeightBand[][] = [];
  for (const op of plan) {
    if (op.kind === 'create-guard') {
      guardId = nextId++;
      rows.push({ id: guardId, ...GUARD_BAND });
    }
    if (op.kind === 'delete-guard') rows = rows.filter((r) => r.id !== guardId);
    if (op.kind === 'delete') rows = rows.filter((r) => r.id !== op.id);
    if (op.kind === 'create') rows.push({ id: nextId++, ...op.band });
    seen.push(rows.map(({ id: _id, ...b }) => b));
  }
  return seen;
}

describe('isHalfSaved', () => {
  it('flags a guard row and overlapping bands, not a complete or empty table', () => {
    expect(isHalfSaved([band(0, 1000), band(1001, 2000)])).toBe(false);
    expect(isHalfSaved([])).toBe(false);
    expect(isHalfSaved([band(0, 1000), GUARD_BAND])).toBe(true);
    expect(isHalfSaved([band(0, 1000), band(500, 2000)])).toBe(true);
    expect(isHalfSaved([band(1001, 2000), band(0, 1000), band(0, 1000, 12)])).toBe(true);
  });

  it('the guard holds no aircraft, so it can never price one', () => {
    for (const mtow of [0, 1, 2, 5000]) expect(bandFor([GUARD_BAND], mtow)).toBeUndefined();
  });
});

describe('bandReplacementPlan', () => {
  it('guards, deletes the old rows, creates the new ones, then drops the guard', () => {
    const current = [row(1, band(0, 1000)), row(2, band(1001, 5000))];
    const target = [band(0, 1500, 12, 6), band(1501, 9000, 20, 10), band(9001, 20000, 40, 20)];
    expect(bandReplacementPlan(current, target)).toEqual([
      { kind: 'create-guard' },
      { kind: 'delete', id: 1 },
      { kind: 'delete', id: 2 },
      { kind: 'create', band: target[0] },
      { kind: 'create', band: target[1] },
      { kind: 'create', band: target[2] },
      { kind: 'delete-guard' },
    ]);
  });

  it('never shows a desk a table it would price with, until the table is the new one', () => {
    const cases: Array<[Array<WeightBand & { id: number }>, WeightBand[]]> = [
      [
        [row(1, band(0, 1000)), row(2, band(1001, 5000))],
        [band(0, 1000, 11), band(1001, 5000)],
      ],
      [[], [band(0, 1000), band(1001, 2000)]],
      [[row(1, band(0, 1000)), row(2, band(1001, 2000))], []],
      [[row(1, band(0, 99_999))], [band(0, 10), band(11, 20), band(21, 30)]],
    ];
    for (const [current, target] of cases) {
      const tables = tablesDuring(current, bandReplacementPlan(current, target));
      const last = tables.pop();
      for (const table of tables) expect(isHalfSaved(table)).toBe(true);
      expect(
        last &&
          bandsMatch(
            last.map((b, i) => ({ id: i, ...b })),
            target,
          ),
      ).toBe(true);
    }
  });

  it('finishes a save that was cut off, from whatever the server was left with', () => {
    const target = [band(0, 1000, 11), band(1001, 5000, 21)];
    // Cut off after the guard, one deletion and one creation of an earlier attempt.
    const leftOver = [row(2, band(1001, 5000)), row(999, GUARD_BAND), row(1000, band(0, 1000, 11))];
    const plan = bandReplacementPlan(leftOver, target);
    const tables = tablesDuring(leftOver, plan);
    expect(tables.slice(0, -1).every(isHalfSaved)).toBe(true);
    expect(tables.at(-1)).toEqual(target);
  });

  it('sends nothing when the server already has the bands, and no guard for one request', () => {
    expect(
      bandReplacementPlan(
        [row(1, band(0, 1000)), row(2, band(1001, 2000))],
        [band(0, 1000), band(1001, 2000)],
      ),
    ).toEqual([]);
    expect(bandReplacementPlan([], [band(0, 100_000)])).toEqual([{ kind: 'create', band: band(0, 100_000) }]);
    expect(bandReplacementPlan([row(4, band(0, 10))], [])).toEqual([{ kind: 'delete', id: 4 }]);
  });
});

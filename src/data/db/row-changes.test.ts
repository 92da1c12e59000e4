import { describe, expect, it } from 'vitest';
import { rowChanges } from './row-changes';

const row = (id: number, name: string) => ({ id, name });

describe('rowChanges', () => {
  it('writes nothing when the server returned the stored rows again', () => {
    expect(rowChanges([row(1, 'a'), row(2, 'b')], [row(2, 'b'), row(1, 'a')])).toEqual({ put: [], gone: [] });
  });

  it('puts new and changed rows and deletes the ones the server no longer returned', () => {
    expect(
      rowChanges([row(1, 'a'), row(2, 'b'), row(3, 'c')], [row(1, 'a'), row(2, 'B'), row(4, 'd')]),
    ).toEqual({ put: [row(2, 'B'), row(4, 'd')], gone: [3] });
  });

  it('puts a row whose fields came in another order rather than miss a change', () => {
    expect(rowChanges([{ id: 1, name: 'a' }], [{ name: 'a', id: 1 }]).put).toHaveLength(1);
  });

  it('deletes nothing when asked to compare only', () => {
    expect(rowChanges([row(1, 'a'), row(2, 'b')], [row(1, 'a')], false)).toEqual({ put: [], gone: [] });
  });
});

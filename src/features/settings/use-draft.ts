// The form state every settings section shares: a draft that follows the mirror until the
// operator edits it, and a changed flag that enables SAVE only after a real change
// (docs/product.md#settings).
import { useState } from 'react';

export interface Draft<D> {
  /** Null until the mirror has the section's data. */
  value: D | null;
  /** What the mirror holds now, as a draft (to tell which parts of a section changed). */
  baseline: D | null;
  /** Edited and different from the mirror: SAVE may be pressed. */
  changed: boolean;
  update(change: (draft: D) => D): void;
  /** After a successful save of `sent`: no longer changed, and the next mirror refresh shows. */
  markSaved(sent: D): void;
}

interface State<S, D> {
  source: S | undefined;
  /** The language tag the draft's numbers are written in. */
  format: string;
  baseline: D | null;
  draft: D | null;
  /** Edited since loaded or saved: a mirror refresh must not overwrite the operator's typing. */
  dirty: boolean;
}

// Drafts are plain data (strings, numbers, booleans, arrays, objects), so JSON equality is exact.
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The draft with each part the operator left as `before` written as `after` (the same data in another
 * language's numbers); each part edited stays as typed. Rows added or removed keep the draft's list.
 */
function rewritten(draft: unknown, before: unknown, after: unknown): unknown {
  if (same(draft, before)) return after;
  if (Array.isArray(draft) && Array.isArray(before) && Array.isArray(after)) {
    if (draft.length !== before.length || before.length !== after.length) return draft;
    return draft.map((item, at) => rewritten(item, before[at], after[at]));
  }
  if (isRecord(draft) && isRecord(before) && isRecord(after))
    return Object.fromEntries(Object.entries(draft).map(([k, v]) => [k, rewritten(v, before[k], after[k])]));
  return draft;
}

/**
 * `format` is the language tag `toDraft` writes numbers in: when the desk's language changes, what the
 * operator did not edit is written again in the new one ('7,50' becomes '7.50'); typing stays as typed.
 */
export function useDraft<S, D>(source: S | undefined, toDraft: (source: S) => D, format = ''): Draft<D> {
  const [state, setState] = useState<State<S, D>>(() => {
    const baseline = source === undefined ? null : toDraft(source);
    return { source, format, baseline, draft: baseline, dirty: false };
  });

  let current = state;
  if ((source !== state.source || format !== state.format) && source !== undefined) {
    // Derived during render (React's pattern for state that follows a prop): no flash of old values.
    const baseline = toDraft(source);
    let draft = state.dirty ? state.draft : baseline;
    // The same data in another language: what was not edited follows it.
    if (state.dirty && source === state.source) draft = rewritten(state.draft, state.baseline, baseline) as D;
    current = { source, format, baseline, draft, dirty: state.dirty };
    setState(current);
  }

  return {
    value: current.draft,
    baseline: current.baseline,
    changed: current.dirty && !same(current.draft, current.baseline),
    update(change) {
      setState((s) => (s.draft === null ? s : { ...s, draft: change(s.draft), dirty: true }));
    },
    markSaved(sent) {
      setState((s) => ({ ...s, baseline: sent, dirty: !same(s.draft, sent) }));
    },
  };
}

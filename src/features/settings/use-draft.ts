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
  baseline: D | null;
  draft: D | null;
  /** Edited since loaded or saved: a mirror refresh must not overwrite the operator's typing. */
  dirty: boolean;
}

// Drafts are plain data (strings, numbers, booleans, arrays, objects), so JSON equality is exact.
const same = <D>(a: D | null, b: D | null): boolean => JSON.stringify(a) === JSON.stringify(b);

export function useDraft<S, D>(source: S | undefined, toDraft: (source: S) => D): Draft<D> {
  const [state, setState] = useState<State<S, D>>(() => {
    const baseline = source === undefined ? null : toDraft(source);
    return { source, baseline, draft: baseline, dirty: false };
  });

  let current = state;
  if (source !== state.source && source !== undefined) {
    // Derived during render (React's pattern for state that follows a prop): no flash of old values.
    const baseline = toDraft(source);
    current = { source, baseline, draft: state.dirty ? state.draft : baseline, dirty: state.dirty };
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

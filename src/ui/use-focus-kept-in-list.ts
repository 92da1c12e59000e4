// Keeps the keyboard's place in a list whose items leave it (a request decided, an aircraft that
// departed): owns a focus listener and a MutationObserver on the list's container while it is mounted.
import { type RefObject, useEffect } from 'react';

/** The attribute that marks one item of a kept list; its value tells items apart. */
const FOCUS_ITEM = 'data-focus-item';

/** The props that mark an element as one item of a kept list: `<tr {...focusItem(id)}>`. */
export const focusItem = (key: string | number): Record<typeof FOCUS_ITEM, string | number> => ({
  [FOCUS_ITEM]: key,
});

const ITEM = `[${FOCUS_ITEM}]`;
const FOCUSABLE =
  'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The first control of an item that takes the focus. */
function firstControlOf(item: Element): HTMLElement | null {
  return item.querySelector<HTMLElement>(FOCUSABLE);
}

/** The nearest item among `node` and its siblings after it (`next`) or before it. */
function itemFrom(node: Node | null, next: boolean): Element | null {
  let at = node;
  while (at && !(at instanceof Element && at.matches(ITEM))) at = next ? at.nextSibling : at.previousSibling;
  return at instanceof Element ? at : null;
}

/**
 * Where the focus goes once the element holding it has been taken out of the page by `removal`:
 * the item it was in when that item is still there; else the item that took the removed one's
 * place, or the one before it; else `fallback` (the list's heading, say).
 */
function nextPlace(
  removal: MutationRecord,
  container: Element,
  fallback: HTMLElement | null,
): HTMLElement | null {
  const stayed = removal.target instanceof Element ? removal.target.closest(ITEM) : null;
  if (stayed && container.contains(stayed)) return firstControlOf(stayed) ?? fallback;
  const item = itemFrom(removal.nextSibling, true) ?? itemFrom(removal.previousSibling, false);
  return (item && container.contains(item) ? firstControlOf(item) : null) ?? fallback;
}

/**
 * When the focused element inside `container` leaves the page with its item (or a control of an
 * item is replaced), and the focus has fallen back to the page itself, the neighbouring item takes
 * it, as a keyboard or screen-reader user expects after acting on a row: focus on a control the user
 * moved to elsewhere is never taken. Items carry `focusItem(key)`; `fallback` is focusable (tabIndex -1).
 */
export function useFocusKeptInList(
  container: RefObject<HTMLElement | null>,
  fallback: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    let focused: HTMLElement | null = null;
    const onFocusIn = (event: FocusEvent) => {
      focused = event.target instanceof HTMLElement ? event.target : null;
    };
    // The focus moved on by the user (to another control, or to the page by a click beside any):
    // nothing to keep. A focus lost with its element is the observer's to place.
    const onFocusOut = (event: FocusEvent) => {
      const left = event.target;
      setTimeout(() => {
        if (focused && left === focused && focused.isConnected && document.activeElement !== focused)
          focused = null;
      }, 0);
    };
    const observer = new MutationObserver((records) => {
      const lost = focused;
      const active = document.activeElement;
      if (!lost || (active !== null && active !== document.body)) return;
      const removal = records.find((record) =>
        [...record.removedNodes].some((node) => node === lost || node.contains(lost)),
      );
      if (!removal) return;
      focused = null;
      // Moved within the list (a row sorted anew) it is still there: it takes the focus back.
      const place = lost.isConnected ? lost : nextPlace(removal, root, fallback.current);
      place?.focus({ preventScroll: true });
    });
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
      observer.disconnect();
    };
  }, [container, fallback]);
}

// Keeps the keyboard's place in a list whose items leave it (a request decided, an aircraft that
// departed): owns focus listeners and a MutationObserver on the list's element while it is mounted.
import { type RefCallback, useCallback, useLayoutEffect, useRef } from 'react';
import { focusFirstOnPage, regionHeadings } from './region-heading';

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

/** The first control of the item marked `focusItem(key)` in `root`, if it is there. */
export function itemControl(root: ParentNode | null, key: string | number): HTMLElement | null {
  const items = root ? [...root.querySelectorAll(ITEM)] : [];
  const item = items.find((candidate) => candidate.getAttribute(FOCUS_ITEM) === String(key));
  return item ? firstControlOf(item) : null;
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
 * place, or the one before it; null when there is none.
 */
function nextPlace(removal: MutationRecord, container: Element): HTMLElement | null {
  const stayed = removal.target instanceof Element ? removal.target.closest(ITEM) : null;
  if (stayed && container.contains(stayed)) return firstControlOf(stayed);
  const item = itemFrom(removal.nextSibling, true) ?? itemFrom(removal.previousSibling, false);
  return item && container.contains(item) ? firstControlOf(item) : null;
}

/**
 * Keeps the focus in `root` (a list whose items carry `focusItem(key)`) until the returned function
 * is called (the list leaving the page). When the focused element leaves the page with its item (or
 * a control of an item gives way to a label), and the focus has fallen back to the page itself, the
 * neighbouring item takes it, as a keyboard or screen-reader user expects after acting on a row;
 * once none is left, the first of `fallbacks()` still on the page. A focus the user moved elsewhere
 * is never taken.
 */
export function keepFocusIn(root: HTMLElement, fallbacks: () => (HTMLElement | null)[]): () => void {
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
    focusFirstOnPage([lost.isConnected ? lost : nextPlace(removal, root), ...fallbacks()]);
  });
  root.addEventListener('focusin', onFocusIn);
  root.addEventListener('focusout', onFocusOut);
  observer.observe(root, { childList: true, subtree: true });
  return () => {
    root.removeEventListener('focusin', onFocusIn);
    root.removeEventListener('focusout', onFocusOut);
    observer.disconnect();
    // The list itself leaving with the focus in it (its last item gone): the fallbacks, found now,
    // while the list is still on the page; the first of them still there takes the focus after.
    const lost = focused;
    if (!lost || !root.contains(lost)) return;
    const places = fallbacks();
    setTimeout(() => {
      const active = document.activeElement;
      if (!lost.isConnected && (active === null || active === document.body)) focusFirstOnPage(places);
    }, 0);
  };
}

/**
 * The ref of a list that keeps the focus (keepFocusIn) while it is on the page, however often it
 * comes and goes. Once no item is left, the focus goes to `fallback()`, else to the nearest heading
 * naming a region the list is in.
 */
export function useFocusKeptInList(fallback?: () => HTMLElement | null): RefCallback<HTMLElement> {
  // The latest fallback, read when it is needed: the ref itself stays the same from render to render.
  const latest = useRef(fallback);
  useLayoutEffect(() => {
    latest.current = fallback;
  });
  return useCallback(
    (root: HTMLElement | null) =>
      root ? keepFocusIn(root, () => [latest.current?.() ?? null, ...regionHeadings(root)]) : undefined,
    [],
  );
}

// Hands the focus on when an element that holds it leaves the page by itself (a bar whose time ran
// out, or that its own button closed): owns nothing but that element's ref.
import { type RefCallback, useCallback, useLayoutEffect, useRef } from 'react';
import { focusFirstOnPage } from './region-heading';

/**
 * The ref of an element that may leave the page with the focus in it. When it does, and the focus
 * has fallen back to the page, the first of `places()` still on the page takes it, so the keyboard
 * goes on from there rather than from the top of the page. A focus the user moved elsewhere is never
 * taken.
 */
export function useFocusHandedOn(
  places: () => readonly (HTMLElement | null | undefined)[],
): RefCallback<HTMLElement> {
  // The latest places, read when they are needed: the ref itself stays the same from render to render.
  const latest = useRef(places);
  useLayoutEffect(() => {
    latest.current = places;
  });
  return useCallback((element: HTMLElement | null) => {
    if (!element) return;
    return () => {
      if (!element.contains(document.activeElement)) return;
      // The rest of the commit that removes the element (a row moving to another list) comes after
      // this cleanup: the places are looked for once it is done.
      setTimeout(() => {
        const active = document.activeElement;
        if (active === null || active === document.body) focusFirstOnPage(latest.current());
      }, 0);
    };
  }, []);
}

// Hands the focus on when an element that holds it leaves the page by itself (a bar whose time ran
// out, or that its own button closed): owns that element's ref, and for a second after a hand-off the
// watch on where the focus went.
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
        if (active === null || active === document.body) handOn(() => latest.current());
      }, 0);
    };
  }, []);
}

/** How long a place given the focus is watched for leaving the page in a later commit. */
const SETTLE_MS = 1_000;

/**
 * Gives the focus to the first of the places. While it stays there, for a moment, it is watched: if
 * that place leaves the page (its row moved to another list in a commit after the bar's), the first
 * place again takes the focus, wherever it is by then. A focus moved meanwhile ends the watch, as
 * does the page's own root going (a test's page unmounted).
 */
function handOn(places: () => readonly (HTMLElement | null | undefined)[]): void {
  if (!focusFirstOnPage(places())) return;
  let given = document.activeElement;
  const root = given?.closest('body > *');
  const until = Date.now() + SETTLE_MS;
  const watch = setInterval(() => {
    if (given?.isConnected === false && root?.isConnected && focusFirstOnPage(places()))
      given = document.activeElement;
    else if (document.activeElement !== given || Date.now() > until) clearInterval(watch);
  }, 50);
}

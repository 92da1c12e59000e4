// The headings a script may give the focus to when the control that had it is gone or disabled:
// those naming the regions around it, made focusable for that (tabIndex -1).

const HEADING = 'h1, h2, h3, h4, h5, h6';

/** The headings naming the regions `element` is in (or is), nearest first, that a script may focus. */
export function regionHeadings(element: Element): HTMLElement[] {
  const headings: HTMLElement[] = [];
  for (let region = element.closest('[aria-labelledby]'); region; ) {
    // The region may be named by a part of its heading (the heading also reads a count).
    const name = document.getElementById(region.getAttribute('aria-labelledby') ?? '');
    const heading = name?.closest<HTMLElement>(HEADING);
    if (heading?.getAttribute('tabindex') === '-1') headings.push(heading);
    region = region.parentElement?.closest('[aria-labelledby]') ?? null;
  }
  return headings;
}

/** Focuses the first of `places` still on the page, without scrolling to it; false when none is. */
export function focusFirstOnPage(places: readonly (HTMLElement | null | undefined)[]): boolean {
  const place = places.find((candidate) => candidate?.isConnected);
  place?.focus({ preventScroll: true });
  return place !== undefined;
}

// Whether a .card-table (styles.css) shows as cards: below a width its stylesheet was laid out for,
// and wherever its table would be cut off (a long fee in Portuguese), measured before paint (ADR 0045).
import { type RefObject, useLayoutEffect, useState } from 'react';

interface Needed {
  /** What the table showed when it was measured: the same rows in the same words. */
  content: unknown;
  /** The box's width the table needed. */
  width: number;
}

/**
 * `box` holds the table and scrolls it sideways when it is wider. `content` changes (by identity)
 * when what the table shows does: a table that was cut off is then laid out and measured again.
 * Every step happens in layout effects, so a table that will not fit is never painted.
 */
export function useCardsWhenCut(
  box: RefObject<HTMLElement | null>,
  narrowerThan: number,
  content: unknown,
): boolean {
  const [width, setWidth] = useState<number | null>(null);
  const [needed, setNeeded] = useState<Needed | null>(null);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    setWidth(element.offsetWidth);
    // jsdom, which the screen tests run in, has no ResizeObserver (and lays nothing out).
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => setWidth(element.offsetWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);

  const cutBelow = needed && needed.content === content ? needed.width : 0;
  const cards = width !== null && (width < narrowerThan || width < cutBelow);

  // After every render laid out as a table: a badge or a longer text can widen it at any time.
  useLayoutEffect(() => {
    const element = box.current;
    const table = element?.querySelector('table');
    if (cards || !element || !table) return;
    const over = table.offsetWidth - element.clientWidth;
    if (over <= 0) return;
    const next = element.offsetWidth + over;
    setNeeded((was) =>
      was && was.content === content && was.width >= next ? was : { content, width: next },
    );
  });

  return cards;
}

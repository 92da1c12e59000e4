// Words that the layout broke across two lines inside an element (a table squeezed by
// `overflow-wrap: anywhere` writes "Landin / g"). A break after a hyphen or a dash is a break
// between words, not inside one.
import type { Locator } from '@playwright/test';

/** The words inside `element` laid out on more than one line; [] when every word is whole. */
export function splitWords(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const split: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const word of text.matchAll(/[^\s\-–—]+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (tops.size > 1) split.push(word[0]);
      }
    }
    return split;
  });
}

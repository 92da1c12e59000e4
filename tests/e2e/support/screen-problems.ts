// What a layout walk checks on one screen once it rests: every target in reach, nothing axe
// finds, no card cell cut off, and (on a phone) every card's headings. One line per problem.
import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { cardHeadingProblems, cutOffCellProblems } from './card-tables';
import { reachProblems } from './reach';

/**
 * Waits, at most two seconds, for the animations and transitions under way to end (a row sliding
 * into place): a box measured mid-move overlaps its neighbour. Endless ones (a spinner) are left.
 */
function animationsEnded(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const moving = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    const ended = Promise.all(moving.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
}

/**
 * Reach as the screen rests: rows a live update is still moving can overlap for a moment, so a
 * screen with problems is measured again half a second later and judged by that.
 */
async function settledReachProblems(page: Page): Promise<string[]> {
  const first = await reachProblems(page);
  if (first.length === 0) return first;
  await page.waitForTimeout(500);
  return reachProblems(page);
}

/** The screen's problems, each named by `screen`; [] when it has none. */
export async function screenProblems(
  page: Page,
  screen: string,
  { cardHeadings = false }: { cardHeadings?: boolean } = {},
): Promise<string[]> {
  await animationsEnded(page);
  const problems = [
    ...(await settledReachProblems(page)),
    ...(await axeViolations(page)).map((violation) => `axe ${violation}`),
    ...(await cutOffCellProblems(page)),
    ...(cardHeadings ? await cardHeadingProblems(page) : []),
  ];
  return problems.map((problem) => `${screen}: ${problem}`);
}

// What a layout walk checks on one screen as it is laid out now: every target in reach, nothing axe
// finds, no card cell cut off, and (on a phone) every card's headings. One line per problem.
import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { cardHeadingProblems, cutOffCellProblems } from './card-tables';
import { reachProblems } from './reach';

/** The screen's problems, each named by `screen`; [] when it has none. */
export async function screenProblems(
  page: Page,
  screen: string,
  { cardHeadings = false }: { cardHeadings?: boolean } = {},
): Promise<string[]> {
  const problems = [
    ...(await reachProblems(page)),
    ...(await axeViolations(page)).map((violation) => `axe ${violation}`),
    ...(await cutOffCellProblems(page)),
    ...(cardHeadings ? await cardHeadingProblems(page) : []),
  ];
  return problems.map((problem) => `${screen}: ${problem}`);
}

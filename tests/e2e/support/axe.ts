// axe on the page as it stands: its findings as one line each, so a failure names the rule and the
// elements. Every rule axe runs by default; [] means nothing found.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} @ ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

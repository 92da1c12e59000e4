// axe on the page as it stands: its findings as one line each, so a failure names the rule and the
// elements. Every rule axe runs by default; [] means nothing found.
//
// axe.run in the page itself, with axe-core injected once per document (and into every frame, as
// axe needs): AxeBuilder.analyze() injects it again on every call and finishes each run in a new
// blank page, about 3-6 s a screen on a loaded 2-core machine against under 1 s this way, for the
// same rules and the same results (axe-core's own single-page run).
import { createRequire } from 'node:module';
import type { Frame, Page } from '@playwright/test';

// The axe-core that @axe-core/playwright is built on, as it resolves it.
const fromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE_SOURCE: string = (fromAxePlaywright('axe-core') as { source: string }).source;

interface AxeFinding {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}
type AxeInWindow = { axe?: { run(context: Document): Promise<{ violations: AxeFinding[] }> } };

async function injectAxe(frame: Frame): Promise<void> {
  const present = await frame.evaluate(() => typeof (window as AxeInWindow).axe?.run === 'function');
  if (!present) await frame.evaluate(AXE_SOURCE);
}

export async function axeViolations(page: Page): Promise<string[]> {
  for (const frame of page.frames()) await injectAxe(frame);
  const violations = await page.evaluate(async () => {
    const axe = (window as AxeInWindow).axe;
    if (!axe) throw new Error('axe-core was not injected');
    return (await axe.run(document)).violations;
  });
  return violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} @ ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

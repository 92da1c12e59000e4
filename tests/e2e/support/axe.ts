// axe on the page as it stands, once what was animating in has ended: its findings as one line each,
// so a failure names the rule and the elements. Every rule axe runs by default; [] means nothing found.
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

/**
 * Lets the animations about to end (a toast bouncing in) end first: mid-way, axe measures a colour
 * still fading in. One that never ends (a spinner) or runs for seconds (a toast's timer bar, whose
 * colours do not change) is not waited for.
 */
async function animationsEnded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const ending = document.getAnimations().filter((animation) => {
      const { endTime, localTime } = animation.effect?.getComputedTiming() ?? {};
      return typeof endTime === 'number' && typeof localTime === 'number' && endTime - localTime <= 1_000;
    });
    const finished = Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([finished, new Promise((resolve) => setTimeout(resolve, 1_500))]);
  });
}

async function runAxe(page: Page): Promise<AxeFinding[]> {
  return page.evaluate(async () => {
    const axe = (window as AxeInWindow).axe;
    if (!axe) throw new Error('axe-core was not injected');
    return (await axe.run(document)).violations;
  });
}

export async function axeViolations(page: Page): Promise<string[]> {
  for (const frame of page.frames()) await injectAxe(frame);
  await animationsEnded(page);
  let violations = await runAxe(page);
  // An animation may start while axe runs (a toast whose timer ends begins fading out): what it
  // found is looked at once more when that has ended. A finding of the page itself is found again.
  if (violations.length > 0) {
    await animationsEnded(page);
    violations = await runAxe(page);
  }
  return violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} @ ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

// axe-core on a rendered element in a jsdom screen test: its findings one line each ([] = none).
// The axe-core that @axe-core/playwright is built on (as the e2e axe helper takes it); colour
// contrast needs layout, which jsdom has not, so that rule stays with the browser tests.
import { createRequire } from 'node:module';

interface AxeFinding {
  id: string;
  help: string;
  nodes: { target: unknown[] }[];
}
interface Axe {
  run(context: Element, options: object): Promise<{ violations: AxeFinding[] }>;
}

const fromAxePlaywright = createRequire(createRequire(import.meta.filename).resolve('@axe-core/playwright'));

export async function axeFindings(element: Element): Promise<string[]> {
  const axe = fromAxePlaywright('axe-core') as Axe;
  const { violations } = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  return violations.map((v) => `${v.id}: ${v.help} @ ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

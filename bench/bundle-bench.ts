// Bundle figures for the bench: gzip JS per route from the last build (scripts/bundle-budget.mjs).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type BundleMeasure, measure } from '../scripts/bundle-budget.mjs';

export function benchBundle(dist = 'dist'): BundleMeasure | null {
  return existsSync(join(dist, '.vite', 'manifest.json')) ? measure(dist) : null;
}

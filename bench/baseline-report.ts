// Prints the comparison of this tree with the baseline commit (bench/baseline-bench.ts): each
// figure on both sides and its ratio current/baseline, bounded at 1.2× (docs/decisions/0018).
import { BASELINE_BOUND, benchBaseline, median, p95 } from './baseline-bench';

/** This tree beside the baseline commit, each figure's ratio current/baseline (ADR 0018). */
export async function printBaseline(dist: string): Promise<void> {
  const { baseline, figures } = await benchBaseline(dist);
  const { baseline: before, current } = figures;
  console.log(
    `Beside the baseline ${baseline.ref} (${baseline.commit.slice(0, 7)}), in this run, rounds in the order A B B A…`,
  );
  const compare = (figure: string, pick: (side: typeof before) => number | null, bound: boolean) => {
    const [was, now] = [pick(before), pick(current)];
    const times = was === null || now === null || was === 0 ? null : now / was;
    const met = times === null ? false : times <= BASELINE_BOUND;
    if (bound && !met) process.exitCode = 1;
    return {
      figure,
      baseline: was ?? '—',
      current: now ?? '—',
      'current/baseline': times === null ? '—' : `${times.toFixed(2)}×`,
      bound: bound ? `≤ ${BASELINE_BOUND}×` : '',
      met: bound ? (met ? '✓' : '✗') : '',
    };
  };
  console.table([
    compare(
      `Movements' first render over 10,000 landings (ms, median of ${current.movementsMs.length})`,
      (side) => median(side.movementsMs),
      true,
    ),
    compare(
      `decision on A shown on B (ms, p95 of ${current.latencies.length})`,
      (side) => p95(side.latencies),
      true,
    ),
    compare(
      `first sign-in, Sign in → last landing stored (ms, median of ${current.firstSignInMs.length})`,
      (side) => median(side.firstSignInMs),
      false,
    ),
  ]);
  for (const [name, side] of Object.entries(figures)) {
    console.log(
      `${name}: Movements ${side.movementsMs.join(', ')} ms; first sign-in ${side.firstSignInMs.join(', ')} ms`,
    );
    for (const problem of side.problems) console.log(`PROBLEM (${name}): ${problem}`);
    if (side.problems.length > 0) process.exitCode = 1;
  }
}

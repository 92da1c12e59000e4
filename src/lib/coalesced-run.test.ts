import { describe, expect, it } from 'vitest';
import { coalescedRun } from './coalesced-run';

/** A job that waits until released, counting its runs. */
function gatedJob() {
  let runs = 0;
  let release: () => void = () => undefined;
  const job = () =>
    new Promise<number>((resolve) => {
      runs += 1;
      const run = runs;
      release = () => resolve(run);
    });
  return { job, runs: () => runs, release: () => release() };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('coalescedRun', () => {
  it('never overlaps runs, and runs once more for any number of calls made meanwhile', async () => {
    const gate = gatedJob();
    const runner = coalescedRun(gate.job);
    const first = runner.run();
    const second = runner.run();
    runner.run();
    expect(second).toBe(first);
    expect(gate.runs()).toBe(1);
    gate.release();
    await tick();
    expect(gate.runs()).toBe(2);
    gate.release();
    expect(await first).toBe(2);
    expect(runner.inFlight()).toBeNull();
  });

  it('skips the run asked for meanwhile when it should not keep going', async () => {
    const gate = gatedJob();
    let going = true;
    const runner = coalescedRun(gate.job, () => going);
    const first = runner.run();
    runner.run();
    going = false;
    gate.release();
    expect(await first).toBe(1);
    expect(gate.runs()).toBe(1);
  });

  it('starts afresh after a run that failed', async () => {
    let fail = true;
    const runner = coalescedRun(async () => {
      if (fail) throw new Error('down');
      return 'ok';
    });
    await expect(runner.run()).rejects.toThrow('down');
    fail = false;
    expect(runner.inFlight()).toBeNull();
    expect(await runner.run()).toBe('ok');
  });
});

// Owns a background job's schedule (the mail outbox's sending, the refunds owed): a pass on a timer
// and whenever poked, never two at once, and none begun once stop() is called (it waits for the
// pass under way).
import { coalescedRun } from '@/lib/coalesced-run';

export abstract class PolledWorker {
  private timer: NodeJS.Timeout | undefined;
  /** Pokes start passes only between start() and stop(); runOnce() works either way (tests). */
  private started = false;
  /** stop() was called: a pass under way leaves off between two items. */
  protected closing = false;
  /** Passes never overlap; a poke during one asks for one more after it. */
  private readonly passes = coalescedRun(
    () =>
      this.pass().catch((error: unknown) => {
        this.passFailed(error);
        return 0;
      }),
    () => this.started && !this.closing,
  );

  protected constructor(private readonly pollMs: number) {}

  /** One pass over the work due; resolves with how many items it did. */
  protected abstract pass(): Promise<number>;

  /** A pass could not run (the database out of reach): the work waits for the next one. */
  protected abstract passFailed(error: unknown): void;

  start(): void {
    this.started = true;
    this.timer = setInterval(() => this.poke(), this.pollMs);
    this.timer.unref();
    this.poke();
  }

  async stop(): Promise<void> {
    this.closing = true;
    clearInterval(this.timer);
    await this.passes.inFlight();
  }

  /** Work was added: do it now rather than at the next poll. */
  poke(): void {
    if (!this.started || this.closing) return;
    void this.passes.run();
  }

  /** One pass (and one more if poked meanwhile); resolves with how many items the last one did. */
  runOnce(): Promise<number> {
    return this.passes.run();
  }
}

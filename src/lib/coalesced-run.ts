// Runs an asynchronous job so that two runs never overlap and no call is lost: a call made while the
// job runs asks for one more run after it, however many such calls came (the outbox's scheduler, the
// live sync's pulls and the server's mail worker all work this way).

export interface CoalescedRun<T> {
  /** Runs the job now, or once more after the run in flight; resolves with the last run's result. */
  run(): Promise<T>;
  /** The runs in flight (the current one and any asked for meanwhile), or null when idle. */
  inFlight(): Promise<T> | null;
}

/** `keepGoing` is asked before each run asked for meanwhile: false (stopped, closing) skips it. */
export function coalescedRun<T>(
  job: () => Promise<T>,
  keepGoing: () => boolean = () => true,
): CoalescedRun<T> {
  let running: Promise<T> | null = null;
  let again = false;

  const loop = async (): Promise<T> => {
    let result: T;
    do {
      again = false;
      result = await job();
    } while (again && keepGoing());
    return result;
  };

  return {
    run() {
      if (running) {
        again = true;
        return running;
      }
      running = loop().finally(() => {
        running = null;
      });
      return running;
    },
    inFlight: () => running,
  };
}

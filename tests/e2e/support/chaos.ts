// The chaos run's bad network, for one browser context: API calls that fail with a 500 (some
// before the server sees them, some after it has processed them) and a link that drops and comes
// back at random. Owns the route handler and the flapping timer; counts what it did to the desk.
import type { BrowserContext, Request, Route } from '@playwright/test';
import type { Random } from './random';

const API = '**/api/**';
const FAILURE = JSON.stringify({
  data: null,
  error: { status: 500, name: 'InternalServerError', message: 'Injected failure', details: {} },
});

export interface ChaosCounts {
  /** Every API call the page made while the chaos was on. */
  calls: number;
  /** 500s answered without the server ever seeing the call. */
  failedBefore: number;
  /** 500s answered after the server had processed the call (its real answer thrown away). */
  failedAfter: number;
  /** Of those, the ones forced on a chosen kind of write rather than drawn at random. */
  failedAfterOnPurpose: number;
  /** Calls refused because the link was down. */
  refusedOffline: number;
  /** Sends of a write (PUT/POST) beyond the first for the same write key (see FailingApi). */
  retries: number;
}

interface WriteTrace {
  sends: number;
  delivered: boolean;
  answerLost: boolean;
}

/**
 * A 500 for the browser. The page may have given up on the call while the server was answering (a
 * reload, the client's timeout): the route is then already handled and there is no one to tell.
 */
async function answerFailure(route: Route): Promise<void> {
  await route.fulfill({ status: 500, contentType: 'application/json', body: FAILURE }).catch(() => undefined);
}

/** Fails `failureRate` of API calls with 500, half of them after the server has processed them. */
export class FailingApi {
  readonly counts: ChaosCounts = {
    calls: 0,
    failedBefore: 0,
    failedAfter: 0,
    failedAfterOnPurpose: 0,
    refusedOffline: 0,
    retries: 0,
  };
  /** Write sends per Idempotency-Key, whether the last one reached the page intact, and whether
   * an answer of the server was already thrown away on purpose. */
  readonly writes = new Map<string, WriteTrace>();
  /**
   * Every write the page sent (and the reads logReads picks), in order, with what became of it: the
   * trail a lost change leaves.
   */
  readonly writeLog: Array<{ at: number; method: string; path: string; body: string; outcome: string }> = [];
  /** Reads worth a line in writeLog too (e.g. a plain Strapi's look for a creation), with the ids answered. */
  logReads: (request: Request) => boolean = () => false;
  private readonly handler = (route: Route) => this.handle(route);

  constructor(
    private readonly context: BrowserContext,
    private readonly random: Random,
    private readonly failureRate: number,
    private readonly isOffline: () => boolean,
    /** Writes whose first answer from the server is always lost (e.g. manual creations). */
    private readonly alwaysLoseFirstAnswer: (method: string, url: string) => boolean = () => false,
    /** What makes two sends the same write: the Idempotency-Key, or (without one) method, URL and body. */
    private readonly writeKey: (request: Request) => string | null = (request) =>
      request.headers()['idempotency-key'] ?? null,
  ) {}

  async start(): Promise<void> {
    await this.context.route(API, this.handler);
  }

  async stop(): Promise<void> {
    await this.context.unroute(API, this.handler);
  }

  private async handle(route: Route): Promise<void> {
    const request = route.request();
    this.counts.calls += 1;
    // The route handler runs in the test process, whose own requests the emulated link does not
    // cut: refuse here what the browser could not have sent.
    if (this.isOffline()) {
      this.counts.refusedOffline += 1;
      await route.abort('internetdisconnected');
      return;
    }
    const read = request.method() === 'GET';
    const key = read ? null : this.writeKey(request);
    const write = key ? this.track(key) : null;
    const logged =
      read && !this.logReads(request)
        ? null
        : {
            at: Date.now(),
            method: request.method(),
            path: new URL(request.url()).pathname,
            body: read ? readableQuery(request.url()) : (request.postData() ?? ''),
            outcome: 'sent',
          };
    if (logged) this.writeLog.push(logged);
    const roll = this.random.next();
    const onPurpose =
      write !== null && !write.answerLost && this.alwaysLoseFirstAnswer(request.method(), request.url());
    if (roll < this.failureRate / 2) {
      if (logged) logged.outcome = '500 before the server';
      this.counts.failedBefore += 1;
      await answerFailure(route);
      return;
    }
    let response: Awaited<ReturnType<Route['fetch']>>;
    try {
      response = await route.fetch();
    } catch {
      if (logged) logged.outcome = 'no answer';
      // The server stopped answering mid-call (or the page went away): the browser sees a failure.
      await route.abort('connectionfailed').catch(() => undefined);
      return;
    }
    if (logged)
      logged.outcome = `server ${response.status()}${read ? answeredIds(await response.text()) : ''}`;
    if (roll < this.failureRate || onPurpose) {
      if (logged) logged.outcome += ', then 500 to the page';
      this.counts.failedAfter += 1;
      if (roll >= this.failureRate) this.counts.failedAfterOnPurpose += 1;
      if (write) write.answerLost = true;
      await answerFailure(route);
      return;
    }
    if (write) write.delivered = response.ok();
    await route.fulfill({ response }).catch(() => undefined);
  }

  private track(key: string): WriteTrace {
    const write = this.writes.get(key) ?? { sends: 0, delivered: false, answerLost: false };
    write.sends += 1;
    if (write.sends > 1) this.counts.retries += 1;
    write.delivered = false;
    this.writes.set(key, write);
    return write;
  }
}

/** Drops the context's link (context.setOffline) and restores it at random intervals. */
export class FlappingLink {
  /** How many times the link went down. */
  drops = 0;
  private offline = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private toggling: Promise<void> = Promise.resolve();
  private running = false;

  constructor(
    private readonly context: BrowserContext,
    private readonly random: Random,
    /** How long the link stays up, then down, in ms: [min, max). */
    private readonly upMs: readonly [number, number] = [1_500, 6_000],
    private readonly downMs: readonly [number, number] = [300, 2_500],
  ) {}

  isOffline(): boolean {
    return this.offline;
  }

  start(): void {
    this.running = true;
    this.schedule();
  }

  /** Stops flapping and leaves the link up. */
  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    await this.toggling;
    await this.set(false);
  }

  private schedule(): void {
    if (!this.running) return;
    const [min, max] = this.offline ? this.downMs : this.upMs;
    this.timer = setTimeout(
      () => {
        this.toggling = this.set(!this.offline).then(
          () => this.schedule(),
          // The context is gone (the test ended or failed): nothing left to flap.
          () => {
            this.running = false;
          },
        );
      },
      min + this.random.below(max - min),
    );
  }

  private async set(offline: boolean): Promise<void> {
    if (offline === this.offline) return;
    if (offline) this.drops += 1;
    this.offline = offline;
    await this.context.setOffline(offline);
  }
}

/** A read's query string as typed (`filters[createdAt][$gt]=…`), or as sent where it does not decode. */
function readableQuery(url: string): string {
  const { search } = new URL(url);
  try {
    return decodeURIComponent(search);
  } catch {
    return search;
  }
}

/** The ids in a Strapi collection answer, for a logged read: ` [12, 13]`. */
function answeredIds(body: string): string {
  try {
    const { data } = JSON.parse(body) as { data?: Array<{ id?: unknown }> };
    return ` ${JSON.stringify(Array.isArray(data) ? data.map((row) => row.id) : data)}`;
  } catch {
    return ' (not JSON)';
  }
}

/** What the operator meant and what the page sent for one landing, in time order, for a failure message. */
export function landingStory(
  id: number,
  intents: ReadonlyArray<{ at: number; id: number; change: object }>,
  writes: FailingApi['writeLog'],
  started: number,
): string {
  const at = (ms: number) => `${((ms - started) / 1000).toFixed(1)} s`;
  const lines = [
    ...intents
      .filter((i) => i.id === id)
      .map((i) => ({ ms: i.at, text: `operator: ${JSON.stringify(i.change)}` })),
    ...writes
      .filter((w) => w.path.endsWith(`/landings/${id}`))
      .map((w) => ({ ms: w.at, text: `${w.method} ${w.body} -> ${w.outcome}` })),
  ].sort((a, b) => a.ms - b.ms);
  return [`landing ${id}:`, ...lines.map((line) => `  ${at(line.ms)} ${line.text}`)].join('\n');
}

/** Every logged call on the landings collection (creations and the looks before them), for a duplicate. */
export function creationStory(writes: FailingApi['writeLog'], started: number): string {
  const at = (ms: number) => `${((ms - started) / 1000).toFixed(1)} s`;
  return writes
    .filter((w) => w.path.endsWith('/api/landings'))
    .map((w) => `  ${at(w.at)} ${w.method} ${w.body} -> ${w.outcome}`)
    .join('\n');
}

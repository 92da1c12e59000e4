// The pilot's cancellations this device has just learnt of (docs/product/movement-log.md, States):
// the mirror reports each landing whose server copy turns cancelled by its pilot, and every open
// tab of the desk hears it (this one directly, the others over a BroadcastChannel), so a request
// that leaves the lists is also said. Owns the listeners and the channel.
import type { Landing } from '@/domain/wire/entities';

/** What a notice names: enough to say which landing, with no second read. */
export type CancelledLanding = Pick<
  Landing,
  'id' | 'date' | 'time' | 'registration' | 'aircraft' | 'aircraftType' | 'origin' | 'from' | 'user' | 'ppr'
>;

type Listener = (landings: readonly CancelledLanding[]) => void;

const listeners = new Map<string, Set<Listener>>();
const channels = new Map<string, BroadcastChannel>();

const channelName = (dbName: string) => `ppr-desk:pilot-cancellations:${dbName}`;

function tell(dbName: string, landings: readonly CancelledLanding[]): void {
  for (const listener of listeners.get(dbName) ?? []) listener(landings);
}

function channelOf(dbName: string): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  let channel = channels.get(dbName);
  if (!channel) {
    channel = new BroadcastChannel(channelName(dbName));
    channel.onmessage = (event: MessageEvent<CancelledLanding[]>) => tell(dbName, event.data);
    // Node's channel (the tests) would otherwise keep the process alive; a browser has no unref.
    (channel as BroadcastChannel & { unref?: () => void }).unref?.();
    channels.set(dbName, channel);
  }
  return channel;
}

/**
 * Which of `incoming` turn cancelled by the pilot now: the mirror held them (from the server) in
 * another state. A landing first seen already cancelled is no news.
 */
export function newlyCancelledByPilot(
  incoming: readonly Landing[],
  before: ReadonlyMap<number, Pick<Landing, 'status'> | null>,
): CancelledLanding[] {
  return incoming
    .filter((server) => {
      if (server.status !== 'cancelled' || server.cancelledBy !== 'pilot') return false;
      const known = before.get(server.id);
      return known != null && known.status !== 'cancelled';
    })
    .map(({ id, date, time, registration, aircraft, aircraftType, origin, from, user, ppr }) => ({
      id,
      date,
      time,
      registration,
      aircraft,
      aircraftType,
      origin,
      from,
      user,
      ppr,
    }));
}

/** Tell this tab and the others of the same desk database. */
export function announcePilotCancellations(dbName: string, landings: readonly CancelledLanding[]): void {
  if (landings.length === 0) return;
  tell(dbName, landings);
  channelOf(dbName)?.postMessage([...landings]);
}

export function onPilotCancellations(dbName: string, listener: Listener): () => void {
  const set = listeners.get(dbName) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(dbName, set);
  channelOf(dbName);
  return () => {
    set.delete(listener);
  };
}

// The records screens show, as types: a landing as the mirror holds it, a change waiting in the
// outbox, a desk change to record. Screens take them from here, never from data/db or data/sync.
export type { MirrorLanding, OutboxEntry } from '@/data/db/mirror-types';
export type { DeskChange } from '@/data/sync/engine';

// Before each desk test file: IndexedDB is fake-indexeddb's from the start, so Dexie, loaded once
// for every file of a worker (vite.config.ts), never finds a global without it.
import 'fake-indexeddb/auto';

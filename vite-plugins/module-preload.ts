// Which files a dynamic import asks for beside its chunk (Vite's build.modulePreload.resolveDependencies,
// docs/decisions/0044, 0046).

/** An entry's own chunk (name, 8-character hash): the desk's (index.html) or the pilot's (request.html). */
const ENTRY_CHUNK = /^assets\/(desk|request)-[\w-]{8}\.js$/;

/**
 * The chunks a screen asks for as soon as it draws (chunkOnScreen, src/ui/chunk-on-screen.ts): the
 * Create Landing and correction forms, a row's details, History's row actions. They must be whole
 * before the link drops, so their files come in one parallel round, not one import after another
 * (docs/decisions/0046).
 */
const ON_SCREEN_CHUNK = /^assets\/(CreateLandingForm|CorrectForm|RowDetails|LandingActions)-[\w-]{8}\.js$/;

/**
 * An entry's dynamic imports (the screens the desk opens on after the sign-in, the pilot's rules)
 * and the chunks a screen asks for on draw preload every file they need, in parallel with their
 * chunk. Any other lazy chunk (a screen's sections, a dialog, the other screens' routes) preloads
 * only its stylesheets, which Vite's helper
 * is what loads: its scripts come as their imports are read, from the service worker's cache once
 * it is installed. Each list of names is carried by every route that loads the importing chunk.
 */
export function preloadedWithDynamicImport(
  file: string,
  deps: string[],
  { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' },
): string[] {
  if (hostType === 'html' || ENTRY_CHUNK.test(hostId) || ON_SCREEN_CHUNK.test(file)) return deps;
  return deps.filter((dep) => dep.endsWith('.css'));
}

export interface RouteBundle {
  route: string;
  /** The language whose texts make the route heaviest (counted); null when it fetches no catalog. */
  language: string | null;
  /** The route's JS in each language the desk speaks (gzipKb is the heaviest). */
  byLanguage: Record<string, number>;
  /** JS chunks loaded before the route is interactive. */
  chunks: number;
  gzipKb: number;
  cssGzipKb: number;
  /** Source modules in those chunks (from .vite/chunk-modules.json). */
  modules: string[];
}
export interface BundleMeasure {
  routes: RouteBundle[];
  /**
   * The pilot's request page (request.html entry): what it loads before it is interactive (its
   * entry's static imports; `entryGzipKb` the same figure, `entryModules` their source modules),
   * and apart, what it imports once the pilot starts on the form (`onUse…`); null in a build
   * without it.
   */
  pilot: {
    chunks: number;
    gzipKb: number;
    cssGzipKb: number;
    entryGzipKb: number;
    entryModules: string[];
    onUseChunks: number;
    onUseGzipKb: number;
  } | null;
  allJsKb: number;
  chunkModulesKnown: boolean;
  /** Route files that give the router a screen's preload whose chunk the build does not have. */
  unresolvedScreens: string[];
}
export const BUDGET: { routeJsKb: number; routeCssKb: number; pilotKb: number; allJsKb: number };
export function measure(dist: string): BundleMeasure;
export function problems(result: BundleMeasure): string[];
export function routeScreenModule(source: string, manifestKeys: string[]): string | null;
export function routeDynamicImports(source: string, manifestKeys: string[]): string[];

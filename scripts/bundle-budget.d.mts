export interface RouteBundle {
  route: string;
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
   * The pilot's request page (request.html entry) with the chunks it imports as it starts; null in
   * a build without it. `entryGzipKb` and `entryModules`: its first bundle alone.
   */
  pilot: {
    chunks: number;
    gzipKb: number;
    cssGzipKb: number;
    entryGzipKb: number;
    entryModules: string[];
  } | null;
  allJsKb: number;
  chunkModulesKnown: boolean;
}
export const BUDGET: { routeJsKb: number; routeCssKb: number; pilotKb: number; allJsKb: number };
export function measure(dist: string): BundleMeasure;
export function problems(result: BundleMeasure): string[];

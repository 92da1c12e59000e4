export interface RouteBundle {
  route: string;
  chunks: number;
  gzipKb: number;
}
export interface BundleMeasure {
  routes: RouteBundle[];
  /** The pilot's request page (request.html entry); null in a build without it. */
  pilot: { chunks: number; gzipKb: number } | null;
  allJsKb: number;
}
export const BUDGET: { firstRouteKb: number; pilotKb: number; allJsKb: number };
export function measure(dist: string): BundleMeasure;

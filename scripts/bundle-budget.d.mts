export interface RouteBundle {
  route: string;
  chunks: number;
  gzipKb: number;
}
export interface BundleMeasure {
  routes: RouteBundle[];
  allJsKb: number;
}
export const BUDGET: { firstRouteKb: number; allJsKb: number };
export function measure(dist: string): BundleMeasure;

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export interface RouteEntry {
  path: string;
  page: string;
  pageKey: string | null;
}
export interface RoutePreload {
  js: string[];
  css: string[];
}
export function readRouteTable(routerSource: string, manifest: Manifest): { routes: RouteEntry[]; lazyModules: Map<string, string> };
export function staticClosure(manifest: Manifest, key: string, seen?: Set<string>): Set<string>;
export function entryKeyOf(manifest: Manifest): string;
export function routePreloads(routerSource: string, manifest: Manifest): Record<string, RoutePreload>;

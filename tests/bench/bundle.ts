/**
 * JavaScript a route ships on first view, read from React Router's client manifest
 * (build/client/assets/manifest-*.js): the entry, the root route and the route's own module,
 * with every chunk they import (the `<link rel="modulepreload">` set), each counted once.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

interface ManifestEntry {
  module: string;
  imports?: string[];
}
interface ClientManifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry & { id: string; parentId?: string }>;
}

export interface RouteBundle {
  routeId: string;
  /** gzip bytes of every script loaded on first view (entry + root + route, shared chunks once). */
  totalJs: number;
  /** gzip bytes of the route module file alone. */
  moduleJs: number;
  scripts: string[];
}

const gzipCache = new Map<string, number>();

export function gzipBytes(clientDir: string, url: string): number {
  let size = gzipCache.get(url);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(clientDir, url)), { level: 9 }).length;
    gzipCache.set(url, size);
  }
  return size;
}

export function readClientManifest(clientDir: string): ClientManifest {
  const file = readdirSync(join(clientDir, "assets")).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!file) throw new Error(`No React Router manifest in ${clientDir}/assets; run npm run build`);
  const source = readFileSync(join(clientDir, "assets", file), "utf8");
  return JSON.parse(source.replace(/^window\.__reactRouterManifest=/, "").replace(/;\s*$/, "")) as ClientManifest;
}

export function routeBundle(clientDir: string, manifest: ClientManifest, routeId: string): RouteBundle {
  const chain: ManifestEntry[] = [manifest.entry];
  const ancestors: ManifestEntry[] = [];
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`Route ${id} is not in the client manifest`);
    ancestors.unshift(route);
  }
  chain.push(...ancestors);
  const scripts = [...new Set(chain.flatMap((e) => [e.module, ...(e.imports ?? [])]))];
  const sum = (urls: string[]) => urls.reduce((n, url) => n + gzipBytes(clientDir, url), 0);
  return {
    routeId,
    totalJs: sum(scripts),
    moduleJs: gzipBytes(clientDir, manifest.routes[routeId]!.module),
    scripts,
  };
}

/**
 * What a route adds to the shell: its module and every chunk it imports that the root does not
 * already load. This is the "route module's own" weight the budget speaks of.
 */
export function ownJs(route: RouteBundle, shell: RouteBundle, clientDir: string): number {
  const shared = new Set(shell.scripts);
  return route.scripts.filter((s) => !shared.has(s)).reduce((n, url) => n + gzipBytes(clientDir, url), 0);
}

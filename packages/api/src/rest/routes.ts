// The REST route table, read from the procedures' `meta.rest` (tRPC v11 keeps a flat record of
// dotted path → procedure in `router._def.procedures`).
import type { AnyRouter } from '@trpc/server';
import type { RestMeta } from '../trpc';

export type RestMethod = NonNullable<RestMeta['rest']>['method'];

/** The parts of a built procedure the adapter reads. `_def.output` exists at runtime but is untyped. */
export interface ProcedureInternals {
  (opts: unknown): Promise<unknown>;
  _def: {
    type: 'query' | 'mutation' | 'subscription';
    inputs: unknown[];
    output?: unknown;
    meta?: RestMeta;
  };
}

export interface RestRoute {
  method: RestMethod;
  /** Template relative to the base path, e.g. `/users/{id}`. */
  path: string;
  /** Dotted tRPC path, e.g. `users.update`. */
  procedurePath: string;
  type: 'query' | 'mutation';
  summary: string;
  status: 200 | 201 | 204;
  /** Also name the error message under this key (spec §7's reset-token calls read `error`). */
  errorField: 'error' | undefined;
  /** Media type of a file answer (meta.rest.raw); undefined for JSON. */
  rawContentType: string | undefined;
  /** ETag and 304 (meta.rest.revalidate). */
  revalidate: boolean;
  procedure: ProcedureInternals;
  /** Template split on `/`; `{name}` segments are parameters. */
  segments: string[];
  paramNames: string[];
}

const PARAM = /^\{([A-Za-z_][A-Za-z0-9_]*)\}$/;

export function splitPath(path: string): string[] {
  return path.split('/').filter((s) => s.length > 0);
}

export function collectRoutes(router: AnyRouter): RestRoute[] {
  const procedures = router._def.procedures as Record<string, ProcedureInternals>;
  const routes: RestRoute[] = [];
  const seen = new Set<string>();
  for (const [procedurePath, procedure] of Object.entries(procedures)) {
    const rest = procedure._def.meta?.rest;
    if (!rest) continue;
    const type = procedure._def.type;
    if (type === 'subscription') throw new Error(`REST: ${procedurePath} is a subscription`);
    const segments = splitPath(rest.path);
    const key = `${rest.method} /${segments.map((s) => (PARAM.test(s) ? '{}' : s)).join('/')}`;
    if (seen.has(key)) throw new Error(`REST: two procedures answer ${rest.method} ${rest.path}`);
    seen.add(key);
    routes.push({
      method: rest.method,
      path: `/${segments.join('/')}`,
      procedurePath,
      type,
      summary: rest.summary,
      status: rest.status ?? 200,
      errorField: rest.errorField,
      rawContentType: rest.raw?.contentType,
      revalidate: rest.revalidate === true,
      procedure,
      segments,
      paramNames: segments.flatMap((s) => PARAM.exec(s)?.[1] ?? []),
    });
  }
  return routes;
}

function matchSegments(route: RestRoute, parts: string[]): Record<string, string> | null {
  if (route.segments.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const template = route.segments[i] as string;
    const part = parts[i] as string;
    const name = PARAM.exec(template)?.[1];
    if (name) params[name] = part;
    else if (template !== part) return null;
  }
  return params;
}

function staticCount(route: RestRoute): number {
  return route.segments.length - route.paramNames.length;
}

export type RouteMatch =
  | { kind: 'found'; route: RestRoute; params: Record<string, string> }
  | { kind: 'wrong-method'; allow: RestMethod[] }
  | { kind: 'none' };

/** `parts` are decoded path segments below the base path. Literal segments beat parameters. */
export function matchRoute(routes: RestRoute[], method: string, parts: string[]): RouteMatch {
  let best: { route: RestRoute; params: Record<string, string> } | null = null;
  const allow = new Set<RestMethod>();
  for (const route of routes) {
    const params = matchSegments(route, parts);
    if (!params) continue;
    allow.add(route.method);
    if (route.method !== method) continue;
    if (!best || staticCount(route) > staticCount(best.route)) best = { route, params };
  }
  if (best) return { kind: 'found', ...best };
  if (allow.size > 0) return { kind: 'wrong-method', allow: [...allow] };
  return { kind: 'none' };
}

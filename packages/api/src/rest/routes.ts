// tRPC v11 keeps a flat record of dotted path → procedure in `router._def.procedures`.
import type { AnyRouter } from '@trpc/server';
import type { RestMeta } from '../trpc';
import { takesInput } from './input';

export type RestMethod = NonNullable<RestMeta['rest']>['method'];

// `_def.output` exists at runtime but is untyped.
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
  path: string;
  procedurePath: string;
  type: 'query' | 'mutation';
  summary: string;
  status: 200 | 201 | 204;
  errorField: 'error' | undefined;
  rawContentType: string | undefined;
  revalidate: boolean;
  /** `rest.sessionless`: its `ready` gives the answer at hand, when there is one. */
  sessionless: { ready?(deps: never): object | undefined } | undefined;
  takesInput: boolean;
  procedure: ProcedureInternals;
  segments: string[];
  segmentParams: (string | undefined)[];
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
    const segmentParams = segments.map((s) => PARAM.exec(s)?.[1]);
    const key = `${rest.method} /${segments.map((s, i) => (segmentParams[i] ? '{}' : s)).join('/')}`;
    if (seen.has(key)) throw new Error(`REST: two procedures answer ${rest.method} ${rest.path}`);
    seen.add(key);
    const { sessionless } = rest;
    if (sessionless) assertSessionless(procedurePath, procedure);
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
      sessionless,
      takesInput: takesInput(procedure._def.inputs),
      procedure,
      segments,
      segmentParams,
      paramNames: segmentParams.filter((name): name is string => name !== undefined),
    });
  }
  return routes;
}

// The path alone picks the answer, which is everyone's; an answer at hand (`ready`) goes with its ETag.
function assertSessionless(procedurePath: string, procedure: ProcedureInternals): void {
  const meta = procedure._def.meta;
  const rest = meta?.rest;
  const fits =
    (meta?.access ?? 'public') === 'public' &&
    rest?.method === 'GET' &&
    !rest.path.includes('{') &&
    (rest.sessionless?.ready === undefined || rest.revalidate === true) &&
    !takesInput(procedure._def.inputs);
  if (!fits) {
    throw new Error(
      `REST: ${procedurePath} is sessionless but not a public GET with no input (revalidated, if it has ready)`,
    );
  }
}

function matchesShape(route: RestRoute, parts: string[]): boolean {
  if (route.segments.length !== parts.length) return false;
  for (let i = 0; i < parts.length; i++) {
    if (route.segmentParams[i] === undefined && route.segments[i] !== parts[i]) return false;
  }
  return true;
}

function paramsOf(route: RestRoute, parts: string[]): Record<string, string> {
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const name = route.segmentParams[i];
    if (name) params[name] = parts[i] as string;
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

// Runs on every REST request: nothing is allocated for routes that do not match. Literal segments beat parameters.
export function matchRoute(routes: RestRoute[], method: string, parts: string[]): RouteMatch {
  let best: RestRoute | undefined;
  let otherMethods: Set<RestMethod> | undefined;
  for (const route of routes) {
    if (!matchesShape(route, parts)) continue;
    if (route.method !== method) {
      otherMethods ??= new Set();
      otherMethods.add(route.method);
    } else if (!best || staticCount(route) > staticCount(best)) best = route;
  }
  if (best) return { kind: 'found', route: best, params: paramsOf(best, parts) };
  if (otherMethods) return { kind: 'wrong-method', allow: [...otherMethods] };
  return { kind: 'none' };
}

/** The API's endpoints as the app itself lists them, so sweeps over "every endpoint" cannot fall behind. */
import type { Hono } from 'hono';
import type { AppEnv } from '@/server/context';

/** `METHOD /path` as Hono registered it, e.g. `POST /api/:lng/auth/login`. */
export type EndpointKey = string;

/**
 * Every method + path with a handler. Middleware is registered as method ALL (app.use), and a route
 * with a guard (`app.get(path, auth, handler)`) appears once per handler: both are folded away.
 */
export function endpointsOf(app: Hono<AppEnv>): EndpointKey[] {
  const keys = new Set<EndpointKey>();
  for (const r of app.routes) if (r.method !== 'ALL') keys.add(`${r.method} ${r.path}`);
  return [...keys].sort();
}

/** Keys of the language-prefixed API (`/api/{lng}/<path>`), written with the contract's path constants. */
export const ep = {
  get: (path: string): EndpointKey => `GET /api/:lng/${path}`,
  post: (path: string): EndpointKey => `POST /api/:lng/${path}`,
  put: (path: string): EndpointKey => `PUT /api/:lng/${path}`,
  delete: (path: string): EndpointKey => `DELETE /api/:lng/${path}`,
  /** Paths without a language segment (sandbox, media). */
  raw: (method: string, path: string): EndpointKey => `${method} ${path}`,
};

export function splitKey(key: EndpointKey): { method: string; path: string } {
  const i = key.indexOf(' ');
  return { method: key.slice(0, i), path: key.slice(i + 1) };
}

/** Fills `:lng` and other `:param`s of a route path. */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([a-z_]+)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${path}`);
    return value;
  });
}

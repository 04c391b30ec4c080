/**
 * Property-based bad input for every endpoint (DESIGN.md: "bad input gets a clear 4xx {code, message},
 * never a 500, and changes nothing"). A request starts from a valid one (fuzz-targets.ts) and is bent
 * in its method, path, query, body, content type and headers. Checked after each one:
 * - no 5xx;
 * - a refusal is JSON {code, message} (plus `issues` on E0002); the sandbox's provider pages, which
 *   a customer sees in a frame, may refuse with an HTML page instead;
 * - a refusal changed no row of any table (all of them, row versions included) but rate_limits,
 *   whose counters every attempt writes, refusals included (they live in the database);
 * - nothing was written into Object.prototype by `__proto__` / `constructor` keys.
 * Bent requests that are still valid may succeed and change data; the next refusal is compared
 * against the state after them.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { settled } from '@/server/app';
import { fingerprinter, tableNames } from './db-snapshot';
import {
  authArb,
  bodyArb,
  contentType,
  headerValue,
  lngArb,
  ODD_HEADERS,
  queryArb,
  segmentArb,
  type FuzzInputs,
  type Template,
} from './fuzz-parts';
import type { Harness } from './harness';
import { fillPath, splitKey, type EndpointKey } from './route-table';

export type { FuzzInputs, Template } from './fuzz-parts';

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

type Part = 'method' | 'path' | 'query' | 'body' | 'auth' | 'headers';

/**
 * Mostly one part of the valid request is bent and the rest left valid, so the request gets as far as
 * that part's checks (a bad query on a POST would otherwise stop every body at "no query allowed");
 * sometimes every part is bent at once.
 */
export function requestArb(key: EndpointKey, t: Template, inputs: FuzzInputs): fc.Arbitrary<FuzzRequest> {
  const { method, path } = splitKey(key);
  const paramNames = [...path.matchAll(/:([a-z_]+)/g)].map((m) => m[1]!).filter((n) => n !== 'lng');
  const validBody = t.body ? { text: JSON.stringify(t.body), object: t.body } : {};
  const valid = {
    method,
    lng: 'en',
    params: Object.fromEntries(paramNames.map((n) => [n, t.params?.[n] ?? 'x'])),
    query: new URLSearchParams(t.query ?? {}).toString(),
    body: validBody as { text?: string; object?: Record<string, unknown> },
    contentType: 'application/json' as string | undefined,
    auth: t.auth ? `Bearer ${inputs.token}` : undefined,
    odd: { ...t.headers },
  };
  const bent = fc.record({
    method: fc.constantFrom(...METHODS),
    lng: lngArb,
    params: fc.record(Object.fromEntries(paramNames.map((n) => [n, segmentArb(valid.params[n]!)])) as Record<string, fc.Arbitrary<string>>),
    query: queryArb(t.query, inputs.plausible),
    body: bodyArb(t.body, inputs.plausible),
    contentType,
    auth: authArb(t, inputs),
    // Over the template's own headers: a bent one replaces it, the others stay valid.
    odd: fc.dictionary(fc.constantFrom(...ODD_HEADERS), headerValue, { minKeys: 1, maxKeys: 3 }).map((odd) => ({ ...t.headers, ...odd })),
  });
  const focus = fc.oneof(
    { weight: t.body ? 6 : 0, arbitrary: fc.constant<Part[]>(['body']) },
    { weight: t.query || method === 'GET' ? 4 : 1, arbitrary: fc.constant<Part[]>(['query']) },
    { weight: paramNames.length ? 3 : 1, arbitrary: fc.constant<Part[]>(['path']) },
    { weight: 2, arbitrary: fc.constant<Part[]>(['auth']) },
    { weight: 2, arbitrary: fc.constant<Part[]>(['headers']) },
    { weight: 1, arbitrary: fc.constant<Part[]>(['method']) },
    { weight: 2, arbitrary: fc.constant<Part[]>(['method', 'path', 'query', 'body', 'auth', 'headers']) },
  );
  return fc.tuple(focus, bent).map(([parts, b]) => {
    const r = { ...valid };
    if (parts.includes('method')) r.method = b.method;
    if (parts.includes('path')) Object.assign(r, { lng: b.lng, params: b.params });
    if (parts.includes('query')) r.query = b.query;
    if (parts.includes('body')) r.body = b.body;
    if (parts.includes('auth')) r.auth = b.auth;
    if (parts.includes('headers')) Object.assign(r, { contentType: b.contentType, odd: b.odd });
    const headers: Record<string, string> = { ...r.odd };
    if (r.auth !== undefined) headers.authorization = r.auth;
    const hasBody = r.method !== 'GET' && r.method !== 'HEAD' && r.body.text !== undefined;
    let body = hasBody ? r.body.text : undefined;
    if (hasBody && r.contentType !== undefined) headers['content-type'] = r.contentType;
    // Unbent fields go as a form when the content type says so, and always to a form page.
    const asForm = r.contentType === 'application/x-www-form-urlencoded' || (t.form && r.contentType === 'application/json');
    if (hasBody && r.body.object && asForm) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(Object.entries(r.body.object).map(([k, v]) => [k, String(v)])).toString();
    }
    const filled = fillPath(path, { lng: r.lng, ...r.params });
    return { method: r.method, path: r.query ? `${filled}?${r.query}` : filled, headers, ...(body !== undefined ? { body } : {}) };
  });
}

const clip = (s: string, n = 300) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);
export const describeRequest = (r: FuzzRequest) =>
  `${r.method} ${clip(r.path, 200)}\n  headers: ${clip(JSON.stringify(Object.fromEntries(Object.entries(r.headers).map(([k, v]) => [k, clip(v, 80)]))))}\n  body: ${clip(r.body ?? '(none)', 200)}`;

export function expectRefusalShape(res: Response, text: string, t: Template, what: string): void {
  const type = res.headers.get('content-type') ?? '';
  if (t.page && type.startsWith('text/html')) return;
  expect(type, what).toContain('application/json');
  const body: unknown = JSON.parse(text);
  expect(body, what).toMatchObject({ code: expect.stringMatching(/^E\d{4}$/), message: expect.any(String) });
  const b = body as Record<string, unknown>;
  expect(
    Object.keys(b).filter((k) => !['code', 'message', 'issues'].includes(k)),
    what,
  ).toEqual([]);
  expect((b.message as string).length, what).toBeGreaterThan(0);
  if ('issues' in b) expect(b.code, what).toBe('E0002');
}

export interface FuzzStats {
  requests: number;
  refusals: number;
  byStatus: Record<number, number>;
}

/** Fuzzes each endpoint with `runs` generated requests; returns what was sent. */
export async function fuzzEndpoints(
  h: Harness,
  templates: Record<EndpointKey, Template>,
  inputs: FuzzInputs,
  runs: number,
  seed?: number,
): Promise<FuzzStats> {
  const stats: FuzzStats = { requests: 0, refusals: 0, byStatus: {} };
  const fingerprint = fingerprinter(
    h.db,
    (await tableNames(h.db)).filter((t) => t !== 'rate_limits'),
  );
  let last = await fingerprint();
  for (const [key, t] of Object.entries(templates)) {
    await fc.assert(
      fc.asyncProperty(requestArb(key, t, inputs), async (req) => {
        stats.requests++;
        const res = await h.app.request(req.path, {
          method: req.method,
          headers: req.headers,
          ...(req.body !== undefined ? { body: req.body } : {}),
        });
        const text = await res.text();
        // Work done after the answer (a reset mail) belongs to this request, not the next one.
        await settled(h.app);
        stats.byStatus[res.status] = (stats.byStatus[res.status] ?? 0) + 1;
        const what = `${key}: ${res.status} ${clip(text)}\n${describeRequest(req)}`;
        const now = await fingerprint();
        const changed = Object.keys(now).filter((table) => now[table] !== last[table]);
        last = now;
        expect(res.status, what).toBeLessThan(500);
        expect(Object.prototype, 'prototype pollution').not.toHaveProperty('polluted');
        if (res.status >= 400) {
          stats.refusals++;
          // "/api/../x" is "/x" once the URL is parsed: not the API, whose 404 is the static server's.
          // A HEAD answer has no body to look at.
          const api = new URL(req.path, 'http://localhost').pathname.startsWith('/api/');
          if (api && req.method !== 'HEAD') expectRefusalShape(res, text, t, what);
          expect(changed, `a refusal changed tables: ${what}`).toEqual([]);
        }
      }),
      { numRuns: runs, ...(seed !== undefined ? { seed } : {}) },
    );
  }
  return stats;
}

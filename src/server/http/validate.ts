import type { Context } from 'hono';
import * as v from 'valibot';
import { ApiError } from './errors';

type Issues = [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]];
type AnySchema = v.GenericSchema<unknown, unknown>;

/** Turns valibot issues into one E0002 whose message names the first bad field and lists them all. */
export function invalid(issues: Issues | { field: string; message: string }[]): ApiError {
  const list = issues.map((i) => {
    if (!('kind' in i)) return i;
    const field = v.getDotPath(i) ?? 'body';
    // valibot reports a missing key as "Invalid key: Expected "x" but received undefined".
    const missing = i.kind === 'schema' && i.type === 'object' && i.received === 'undefined';
    return { field, message: missing ? 'Required' : i.message };
  });
  const first = list[0] ?? { field: 'body', message: 'Invalid' };
  const more = list.length > 1 ? ` (and ${list.length - 1} more)` : '';
  const verb = first.message === 'Required' ? `Missing field "${first.field}"` : `Invalid field "${first.field}": ${first.message}`;
  return new ApiError('E0002', { message: `${verb}${more}`, issues: list });
}

export function parseWith<S extends AnySchema>(schema: S, input: unknown): v.InferOutput<S> {
  const r = v.safeParse(schema, input);
  if (!r.success) throw invalid(r.issues as Issues);
  return r.output;
}

/**
 * Reads the JSON body. An empty body counts as `{}` so a missing field is reported by name rather
 * than as "invalid JSON". The size limit is enforced before this by the body-limit middleware.
 */
export async function readJson<S extends AnySchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    throw new ApiError('E0002', { message: 'The request body could not be read.' });
  }
  let data: unknown = {};
  if (text.trim() !== '') {
    try {
      data = JSON.parse(text);
    } catch {
      throw new ApiError('E0002', { message: 'The request body is not valid JSON.' });
    }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ApiError('E0002', { message: 'The request body must be a JSON object.' });
  }
  const nul = findNul(data, '');
  if (nul !== undefined) throw invalid([{ field: nul || 'body', message: 'Must not contain the NUL character' }]);
  return parseWith(schema, data);
}

/**
 * PostgreSQL text cannot hold U+0000: such a string would pass the schema and then fail in the
 * database as a 500. Returns the dotted path of the first string containing one.
 */
function findNul(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [k, v] of Object.entries(value)) {
    if (k.includes('\u0000')) return path || 'body';
    const found = findNul(v, path ? `${path}.${k}` : k);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Reads the query string against a schema of string fields. Unknown and repeated parameters are
 * refused: a typo like `?ID=` should fail loudly, not silently fall back to a default.
 */
export function readQuery<S extends AnySchema>(c: Context, schema: S, allowed: readonly string[]): v.InferOutput<S> {
  const all = c.req.queries();
  const input: Record<string, string> = {};
  for (const [key, values] of Object.entries(all)) {
    if (!allowed.includes(key)) throw invalid([{ field: key, message: 'Unknown query parameter' }]);
    if (values.length !== 1) throw invalid([{ field: key, message: 'Repeated query parameter' }]);
    input[key] = values[0] as string;
  }
  return parseWith(schema, input);
}

/** Refuses any query string on endpoints that take none. */
export function noQuery(c: Context): void {
  readQuery(c, v.object({}), []);
}

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
    // A body that is not declared JSON is refused: a cross-site form or no-CORS fetch can send
    // text/plain without a preflight, application/json it cannot.
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/json' && !/^application\/[a-z0-9.+-]+\+json$/.test(type)) {
      throw new ApiError('E0036', { message: 'Send the request body as application/json.' });
    }
    try {
      data = JSON.parse(text);
    } catch {
      throw new ApiError('E0002', { message: 'The request body is not valid JSON.' });
    }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ApiError('E0002', { message: 'The request body must be a JSON object.' });
  }
  const nul = findNul(data);
  if (nul !== undefined) throw invalid([{ field: nul || 'body', message: 'Must not contain the NUL character' }]);
  return parseWith(schema, data);
}

/** No request of ours nests deeper than a few levels; anything past this is refused, not walked. */
export const MAX_JSON_DEPTH = 32;

/**
 * PostgreSQL text cannot hold U+0000: such a string would pass the schema and then fail in the
 * database as a 500. Returns the dotted path of the first string containing one. Walks with an
 * explicit stack, not recursion: a body nested thousands of levels deep (a few KB) would overflow
 * the call stack and answer 500; past MAX_JSON_DEPTH it is refused as E0002.
 */
function findNul(root: unknown): string | undefined {
  const stack: [unknown, string, number][] = [[root, '', 0]];
  while (stack.length) {
    const [value, path, depth] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_JSON_DEPTH)
      throw new ApiError('E0002', { message: `The request body is nested more than ${MAX_JSON_DEPTH} levels deep.` });
    const entries = Object.entries(value);
    // Reversed onto the stack so the first field is looked at first.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [k, v] = entries[i]!;
      if (k.includes('\u0000')) return path || 'body';
      stack.push([v, path ? `${path}.${k}` : k, depth + 1]);
    }
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

/** The parts a bent request is made of (fuzz.ts puts them together): values, bodies, headers, paths, queries. */
import fc from 'fast-check';

export interface Template {
  /** Values of the path parameters (`:lng` is fuzzed separately). */
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** The endpoint needs an access token (it is still sent without one, or with a bad one, at times). */
  auth?: boolean;
  /** A sandbox provider page: its refusals are HTML pages shown in the portal's frame. */
  page?: boolean;
  /** The body is a form (the provider pages' decision buttons). */
  form?: boolean;
  /** Headers of the valid request (the purchase's Idempotency-Key); bent with the other headers. */
  headers?: Record<string, string>;
}

export interface FuzzInputs {
  /** A valid access token of the fuzzing customer. */
  token: string;
  /** Signed or shaped wrongly: expired, unknown user, other key, alg none, tampered, bad claims. */
  badTokens: string[];
  /**
   * Values that pass validation but may not fit the request (another SIM's id, an eSIM plan for a
   * physical SIM, a date outside the window…): they carry bent requests past validation into the rules.
   */
  plausible: unknown[];
}

const NASTY_STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x1f',
  '٣',
  '１２３',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  '\uffff',
  '\u202e',
  'e\u0301',
  '😀',
  'İ',
  '\r\n',
  '\t',
  '${7*7}',
  '{{7*7}}',
  'a'.repeat(255),
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '1'.repeat(40),
  '2026-02-30',
  '0000-00-00',
  '9999-12-31',
  '1899-12-31',
  'LPA:1$x$y',
  'pi_',
  'tok_',
  'PREPAID',
  'ESIMS',
];
const NASTY_NUMBERS = [0, -1, 1.5, -0.0001, 2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53, -(2 ** 63), 1e308, 5e-324, 100001, 101];

/** Strings of 300 to 70 000 characters, some of them multi-byte or NUL (the body limit is 64 KB). */
const hugeString = fc
  .tuple(fc.integer({ min: 300, max: 70_000 }), fc.constantFrom('x', '😀', '\u0000', 'é', '9', ' '))
  .map(([n, c]) => c.repeat(Math.ceil(n / c.length)));

/** Arrays or objects nested up to 2 000 levels deep (deeper ones are written as text: see bodyArb). */
const deepValue = fc.tuple(fc.integer({ min: 10, max: 2_000 }), fc.boolean()).map(([depth, arrays]) => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = arrays ? [v] : { a: v };
  return v;
});

const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<unknown>(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(null, true, false, ...NASTY_NUMBERS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: hugeString },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: deepValue },
);

/** Keys a body or query should not have: prototype pollution and fields a client must not set. */
const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  'id',
  'user_id',
  'userId',
  'email',
  'status',
  'role',
  'admin',
  '',
];
const extraKey = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...EXTRA_KEYS) }, { weight: 1, arbitrary: fc.string({ maxLength: 10 }) });
/** What goes under a prototype key: if it ever lands in Object.prototype, `polluted` shows it. */
const POLLUTION = { polluted: 'yes', prototype: { polluted: 'yes' } };

// ---------------------------------------------------------------- bodies

/** One edit of a template's fields: a key removed, set to something odd, its number as a string, or a key added. */
type Edit = { drop: string } | { set: string; value: unknown };

function editArb(base: Record<string, unknown>, plausible: unknown[]): fc.Arbitrary<Edit> {
  const keys = Object.keys(base);
  const added = fc.tuple(extraKey, fc.oneof(weirdValue, fc.constant<unknown>(POLLUTION))).map(([k, value]) => ({ set: k, value }));
  if (keys.length === 0) return added;
  const key = fc.constantFrom(...keys);
  return fc.oneof(
    { weight: 2, arbitrary: key.map((k) => ({ drop: k })) },
    { weight: 4, arbitrary: fc.tuple(key, weirdValue).map(([k, value]) => ({ set: k, value })) },
    { weight: 3, arbitrary: fc.tuple(key, fc.constantFrom(...plausible)).map(([k, value]) => ({ set: k, value })) },
    { weight: 5, arbitrary: key.chain((k) => bent(base[k]).map((value) => ({ set: k, value }))) },
    { weight: 2, arbitrary: added },
  );
}

/**
 * The valid value, slightly wrong: it keeps its type, so it gets past the type check into length and
 * format rules, the database and the business rules. Also numbers as strings and strings as numbers.
 */
function bent(value: unknown): fc.Arbitrary<unknown> {
  if (typeof value === 'string') {
    const s = value;
    return fc.constantFrom<unknown>(
      `${s}\u0000`,
      `\u0000${s}`,
      `${s.slice(0, 3)}\u0000${s.slice(3)}`,
      s.slice(0, Math.floor(s.length / 2)),
      s.toUpperCase(),
      s.toLowerCase(),
      `${s}${s}`,
      ` ${s} `,
      `${s}😀`,
      `${s}\ud800`,
      `${s}%`,
      `${s}'`,
      `${s}\n`,
      s.repeat(300),
      s.normalize('NFD'),
      Number(s),
      s === '' ? 0 : [s],
      { value: s },
    );
  }
  if (typeof value === 'number') {
    const n = value;
    return fc.constantFrom<unknown>(n + 1, n - 1, -n, n * 1e9, n + 0.5, String(n), ` ${n}`, 0, [n], { value: n });
  }
  if (typeof value === 'boolean') return fc.constantFrom<unknown>(!value, String(value), Number(value), null);
  return fc.constantFrom<unknown>('', 0, 'null', false, {}, []);
}

/**
 * JSON text of the edited fields, written by hand so `__proto__` stays a key of the text (an object
 * literal would set the prototype instead) and a key may occur twice.
 */
function objectText(base: Record<string, unknown>, edits: Edit[]): string {
  const entries: [string, unknown][] = Object.entries(base);
  for (const e of edits) {
    if ('drop' in e) {
      const i = entries.findIndex(([k]) => k === e.drop);
      if (i >= 0) entries.splice(i, 1);
    } else {
      entries.push([e.set, e.value]);
    }
  }
  return `{${entries
    .map(([k, v]) => [k, JSON.stringify(v)] as const)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${JSON.stringify(k)}:${v}`)
    .join(',')}}`;
}

const MALFORMED = [
  '{',
  '}',
  '[',
  '{"a":}',
  '{"a" 1}',
  "{'a':1}",
  '{"a":1,}',
  'NaN',
  '\ufeff{}',
  '\u0000',
  'null',
  '""',
  '[]',
  '1e999',
  '{"a":1e999}',
  '{"id":123456789012345678901234567890}',
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  'true',
  '0',
  '{"a":1}{"b":2}',
  '\n',
  'decision=approve',
  '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
];

/** Text of containers nested `depth` deep, each level an array or an object as the pattern says. */
export function deepMixedText(pattern: boolean[], depth: number, leaf = '1'): string {
  let open = '';
  let close = '';
  for (let i = 0; i < depth; i++) {
    const array = pattern[i % pattern.length]!;
    open += array ? '[' : '{"a":';
    close = (array ? ']' : '}') + close;
  }
  return open + leaf + close;
}

function deepMixedArb(keys: string[]): fc.Arbitrary<{ text: string }> {
  return fc
    .record({
      pattern: fc.array(fc.boolean(), { minLength: 1, maxLength: 16 }),
      depth: fc.integer({ min: 33, max: 12_000 }),
      leaf: fc.constantFrom('1', '"x"', '"\\u0000"', 'null', '{}'),
      at: fc.option(fc.constantFrom(...keys, 'x'), { nil: undefined }),
    })
    .map(({ pattern, depth, leaf, at }) => {
      const inner = deepMixedText(pattern, depth, leaf);
      return { text: at === undefined ? inner : `{${JSON.stringify(at)}:${inner}}` };
    });
}

/** A whole body: the template with edits, any JSON value, malformed text, or none. */
export function bodyArb(
  base: Record<string, unknown> | undefined,
  plausible: unknown[],
): fc.Arbitrary<{ text?: string; object?: Record<string, unknown> }> {
  const template = base ?? {};
  const valid = JSON.stringify(template);
  return fc.oneof(
    {
      weight: 10,
      arbitrary: fc
        .array(editArb(template, plausible), { minLength: 1, maxLength: 3 })
        .map((edits) => ({ text: objectText(template, edits) })),
    },
    { weight: 2, arbitrary: fc.jsonValue().map((v) => ({ text: JSON.stringify(v) })) },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED).map((text) => ({ text })) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: Math.max(0, valid.length - 1) }).map((n) => ({ text: valid.slice(0, n) })) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }).map((text) => ({ text })) },
    // Nesting as deep as 64 KB allows, as the body itself and as a field of an object.
    { weight: 1, arbitrary: fc.integer({ min: 100, max: 32_000 }).map((n) => ({ text: '['.repeat(n) + ']'.repeat(n) })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...Object.keys(template), 'x'), fc.integer({ min: 1_000, max: 16_000 }))
        .map(([k, n]) => ({ text: `{"${k}":${'{"a":'.repeat(n)}"\u0000"${'}'.repeat(n)}}` })),
    },
    // Objects and arrays mixed in any order, up to 12 000 levels (about 64 KB), as the body itself or
    // under any field: a recursive walk of the parsed body would overflow the stack at ~8 000.
    { weight: 2, arbitrary: deepMixedArb(Object.keys(template)) },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 64 * 1024 - 100, max: 200_000 })
        .map((n) => ({ text: `${valid.slice(0, -1)}${valid.length > 2 ? ',' : ''}"pad":"${'x'.repeat(n)}"}` })),
    },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

/** Header values: anything a header can carry (Latin-1 without control characters), short or huge. */
export const headerValue = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.string({
      unit: fc
        .integer({ min: 0x20, max: 0xff })
        .filter((c) => c !== 0x7f)
        .map((c) => String.fromCharCode(c)),
      maxLength: 60,
    }),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 40_000 }).map((n) => 'h'.repeat(n)) },
);

const CONTENT_TYPES = [
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  'application/xml',
  '',
  '*/*',
  'application/json; charset=ebcdic',
  'application/merge-patch+json',
];
export const contentType = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<string | undefined>(...CONTENT_TYPES, undefined) },
  { weight: 1, arbitrary: headerValue },
);

export const ODD_HEADERS = [
  'x-forwarded-for',
  'x-real-ip',
  'forwarded',
  'accept',
  'accept-language',
  'accept-encoding',
  'cookie',
  'origin',
  'referer',
  'x-source',
  'x-http-method-override',
  'x-test-client-ip',
  'if-none-match',
  'range',
  'content-encoding',
  'user-agent',
  'x-requested-with',
  'idempotency-key',
];

export function authArb(t: Template, inputs: FuzzInputs): fc.Arbitrary<string | undefined> {
  const v = inputs.token;
  return fc.oneof(
    { weight: t.auth ? 0 : 2, arbitrary: fc.constant<string | undefined>(`Bearer ${v}`) },
    { weight: 2, arbitrary: fc.constant<string | undefined>(undefined) },
    {
      weight: 3,
      arbitrary: fc.constantFrom<string | undefined>(
        'Bearer',
        'Bearer ',
        `bearer ${v}`,
        `BEARER  ${v}  `,
        'Basic dXNlcjpwYXNz',
        'Bearer a.b.c',
        `Bearer ${v}x`,
        `Bearer ${v} ${v}`,
        `Bearer ${v},Bearer ${v}`,
        'Bearer null',
        'Bearer undefined',
        `Token ${v}`,
        `Bearer ${v.split('.').slice(0, 2).join('.')}.`,
        '',
      ),
    },
    { weight: 3, arbitrary: fc.constantFrom<string | undefined>(...inputs.badTokens.map((b) => `Bearer ${b}`)) },
    { weight: 1, arbitrary: headerValue },
    { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 40_000 }).map((n) => `Bearer ${'A'.repeat(n)}`) },
  );
}

// ---------------------------------------------------------------- paths and queries

/** Percent-encodes UTF-8 bytes (a lone surrogate becomes U+FFFD, as a browser would send it). */
/**
 * A generated value as text. Not `String(v)`: fast-check's objects may have no prototype, and
 * String() of one throws ("Cannot convert object to primitive value"), which failed a 1,000-run pass.
 */
const textOf = (v: unknown): string =>
  typeof v === 'string' ? v : v !== null && typeof v === 'object' ? (JSON.stringify(v) ?? '') : String(v);

const pct = (s: string) =>
  [...Buffer.from(s, 'utf8')]
    .map((b) => (/[A-Za-z0-9._~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, '0')}`))
    .join('');

const RAW_SEGMENTS = ['', '.', '..', '%2e%2e', '%2F', '%00', '%zz', '%E0%A4%A', '%F0%9F%98%80', '~', ';x=1', 'a'.repeat(3000)];
export const segmentArb = (valid: string) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(valid) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    {
      weight: 2,
      arbitrary: fc.oneof(weirdValue.map(textOf), fc.string({ unit: 'binary', maxLength: 30 })).map((s) => pct(s.slice(0, 5000))),
    },
  );
export const lngArb = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('ja', 'zh', 'tw', 'vi') },
  { weight: 2, arbitrary: fc.constantFrom('EN', 'xx', 'ja-JP', '%00', '..', 'en%2F..', 'en%00', '%F0%9F%98%80', 'en;x=1', '__proto__') },
);

type QueryEdit = { drop: string } | { set: string; value: string } | { add: string; value: string };
const RAW_QUERY = [
  '%',
  '%zz',
  '%E0%A4%A',
  '&&&',
  '=',
  '==x',
  'a=1&a=2',
  '%00=%00',
  '+',
  '?',
  '#frag',
  'id',
  'id[]=1',
  'id[a]=1',
  '__proto__[polluted]=yes',
  'constructor[prototype][polluted]=yes',
];

export function queryArb(base: Record<string, string> | undefined, plausible: unknown[]): fc.Arbitrary<string> {
  const template = base ?? {};
  const keys = Object.keys(template);
  const value = fc.oneof(
    weirdValue.map(textOf),
    hugeString.map((s) => s.slice(0, 10_000)),
    fc.constantFrom(...plausible).map(textOf),
  );
  const edits: fc.Arbitrary<QueryEdit>[] = [fc.tuple(extraKey, value).map(([k, v]) => ({ add: k, value: v }))];
  if (keys.length) {
    const key = fc.constantFrom(...keys);
    edits.push(
      key.map((k) => ({ drop: k })),
      fc.tuple(key, value).map(([k, v]) => ({ set: k, value: v })),
      key.chain((k) => bent(template[k]).map((v) => ({ set: k, value: textOf(v) }))),
      key.map((k) => ({ add: k, value: template[k]! })),
    );
  }
  const serialise = (pairs: [string, string][]) => pairs.map(([k, v]) => `${pct(k)}=${pct(v)}`).join('&');
  const edited = fc.array(fc.oneof(...edits), { minLength: 1, maxLength: 3 }).map((list) => {
    let pairs = Object.entries(template);
    for (const e of list) {
      if ('drop' in e) pairs = pairs.filter(([k]) => k !== e.drop);
      else if ('set' in e) pairs = pairs.map(([k, v]) => [k, k === e.set ? e.value : v] as [string, string]);
      else pairs.push([e.add, e.value]);
    }
    return serialise(pairs);
  });
  return fc.oneof(
    { weight: 8, arbitrary: edited },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...RAW_QUERY), fc.boolean())
        .map(([raw, keep]) => (keep && keys.length ? `${serialise(Object.entries(template))}&${raw}` : raw)),
    },
  );
}

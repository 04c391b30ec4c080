/**
 * What "a strict Content-Security-Policy" means for the portal (DESIGN.md), as one check
 * shared by the server tests and the end-to-end test against the running server.
 */
export function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** Every way the policy falls short; [] for a strict one. */
export function strictPolicyProblems(header: string, providerOrigins: readonly string[]): string[] {
  const csp = parseCsp(header);
  const problems: string[] = [];
  const expectExactly = (name: string, wanted: string[]) => {
    const got = csp.get(name);
    if (!got) problems.push(`no ${name}`);
    else if ([...got].sort().join(' ') !== [...wanted].sort().join(' '))
      problems.push(`${name} is "${got.join(' ')}", not "${wanted.join(' ')}"`);
  };
  expectExactly('default-src', ["'self'"]);
  // No inline script, no eval, no wildcard: our own files and the configured provider hosts only.
  expectExactly('script-src', ["'self'", ...providerOrigins]);
  expectExactly('object-src', ["'none'"]);
  expectExactly('frame-ancestors', ["'none'"]);
  expectExactly('form-action', ["'self'"]);
  const base = csp.get('base-uri')?.join(' ');
  if (base !== "'self'" && base !== "'none'") problems.push(`base-uri is "${base ?? 'missing'}"`);
  for (const origin of providerOrigins) if (!csp.get('frame-src')?.includes(origin)) problems.push(`frame-src lacks ${origin}`);
  for (const [name, sources] of csp) {
    for (const bad of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", "'wasm-unsafe-eval'", '*', 'http:', 'https:']) {
      if (sources.includes(bad)) problems.push(`${name} allows ${bad}`);
    }
    if (name.startsWith('script-src') && sources.some((s) => s === 'data:' || s === 'blob:'))
      problems.push(`${name} allows data:/blob: scripts`);
  }
  if (csp.has('script-src-attr') || csp.has('script-src-elem')) problems.push('script-src-attr/-elem widen script-src');
  return problems;
}

/** The companion headers every response carries. */
export const STANDARD_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'x-frame-options': 'DENY',
} as const;

/**
 * The portal's own documents (shell, doors) are not isolated unless they ask to be with ?isolated
 * (decision 0043): a browsing-context-group swap on every arrival cost the doors 15 points.
 */
export const DOCUMENT_HEADERS = { ...STANDARD_HEADERS, 'cross-origin-opener-policy': 'unsafe-none' } as const;
export const ISOLATED_DOCUMENT_HEADERS = STANDARD_HEADERS;

/** The headers expected on `path`'s response: a portal document's or everything else's. */
export function expectedHeaders(path: string, contentType: string | null): Record<string, string> {
  if (!contentType?.startsWith('text/html') || path.startsWith('/api/')) return STANDARD_HEADERS;
  return new URL(path, 'http://x').searchParams.has('isolated') ? ISOLATED_DOCUMENT_HEADERS : DOCUMENT_HEADERS;
}

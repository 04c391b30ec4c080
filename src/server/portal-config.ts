import { cors } from 'hono/cors';
import { ConfigError, SettingsProblems } from './config';

/**
 * Portal-only deployment (docs/decisions/0042, README "Deploying"): `API_ORIGIN=https://api.example`
 * makes `npm start` serve the built portal against that API, no database. The API's base and the
 * provider's script URLs reach the browser as runtime configuration in each HTML page, so the one
 * build serves any deployment.
 */
export interface PortalOnlyConfig {
  apiOrigin: string;
  apiBase: string;
  tokenScript: string;
  threeDsScript: string;
  providerAccountId: string | undefined;
  /** Origins the provider's scripts and frames come from (CSP script-src, frame-src). */
  providerOrigins: string[];
  /** PROVIDER_PAGE_ORIGINS: where the wallet page's own document may go (payment-document.ts). */
  providerPageOrigins: string[];
  /** PUBLIC_URL: the one address of the portal's pages (http/canonical-host.ts). */
  publicUrl: string | undefined;
}

const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i;

/** An absolute http(s) URL's origin; a ConfigError naming `name` for anything else. */
function originOf(name: string, url: string): string {
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:'))
    throw new ConfigError(`${name}: "${url}" is not an absolute http(s) URL`);
  return parsed.origin;
}

/**
 * The portal-only settings, or undefined without API_ORIGIN. Each malformed one is noted in
 * `problems` (start-up prints them all at once, docs/decisions/0147).
 */
export function portalOnlyConfig(env: Record<string, string | undefined>, problems = new SettingsProblems()): PortalOnlyConfig | undefined {
  const apiOrigin = env.API_ORIGIN?.trim().replace(/\/+$/, '');
  if (!apiOrigin) return undefined;
  if (!ORIGIN.test(apiOrigin)) problems.note(`API_ORIGIN: "${apiOrigin}" is not an origin like https://api.operator.example`);
  const apiBase = `${apiOrigin}${env.API_BASE_PATH ?? '/api'}`;
  // Default: the reference API's sandbox provider scripts, served by that API.
  const tokenScript = env.CARD_TOKEN_SCRIPT_URL || `${apiBase}/sandbox/provider/cptoken.js`;
  const threeDsScript = env.THREEDS_SCRIPT_URL || `${apiBase}/sandbox/provider/threeds.js`;
  const scriptOrigins = [
    problems.read(() => originOf('CARD_TOKEN_SCRIPT_URL', tokenScript), undefined),
    problems.read(() => originOf('THREEDS_SCRIPT_URL', threeDsScript), undefined),
  ].filter((o): o is string => o !== undefined);
  const providerPageOrigins = (env.PROVIDER_PAGE_ORIGINS ?? '').split(/\s+/).filter(Boolean);
  for (const o of providerPageOrigins)
    if (!ORIGIN.test(o)) problems.note(`PROVIDER_PAGE_ORIGINS: "${o}" is not an origin like https://pay.example`);
  const publicUrl = env.PUBLIC_URL?.trim() ? problems.read(() => originOf('PUBLIC_URL', env.PUBLIC_URL!.trim()), undefined) : undefined;
  return {
    apiOrigin,
    apiBase,
    tokenScript,
    threeDsScript,
    providerAccountId: env.PROVIDER_ACCOUNT_ID || undefined,
    providerOrigins: [...new Set(scriptOrigins)],
    providerPageOrigins,
    publicUrl,
  };
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** What the page reads from `<meta name="portal-config">` (src/lib/portal-config.ts); absent fields keep the build's defaults. */
export type PageConfig = Partial<Pick<PortalOnlyConfig, 'apiBase' | 'tokenScript' | 'threeDsScript' | 'providerAccountId'>>;

/** The `<meta name="portal-config">` read by src/lib/portal-config.ts, put first in <head>. */
export function injectPortalConfig(html: string, config: PageConfig): string {
  const json = JSON.stringify({
    ...(config.apiBase ? { apiBase: config.apiBase } : {}),
    ...(config.tokenScript ? { tokenScript: config.tokenScript } : {}),
    ...(config.threeDsScript ? { threeDsScript: config.threeDsScript } : {}),
    ...(config.providerAccountId ? { providerAccountId: config.providerAccountId } : {}),
  });
  const meta = `<meta name="portal-config" content="${escapeAttr(json)}">`;
  return html.replace(/<head([^>]*)>/i, (m) => `${m}${meta}`);
}

/**
 * CORS_ORIGINS (space-separated): the portal origins the reference API answers when the portal is
 * deployed on its own (portal-only). Tokens travel in the Authorization header; the only cookie is the
 * device cookie (decision 0066), which the portal's login, registration confirmation and password
 * change send with credentials: so credentials are allowed, for these origins only.
 */
export function parseCorsOrigins(env: Record<string, string | undefined>): string[] {
  const origins = (env.CORS_ORIGINS ?? '').split(/\s+/).filter(Boolean);
  for (const o of origins) if (!ORIGIN.test(o)) throw new ConfigError(`CORS_ORIGINS: "${o}" is not an origin like https://portal.example`);
  return origins;
}

export const portalCors = (origins: string[]) =>
  cors({ origin: origins, credentials: true, exposeHeaders: ['Retry-After', 'X-Request-Id'], maxAge: 600 });

/**
 * Portal + reference API (decision 0047): the payment module's browser scripts, or the variables that
 * override them, for the pages this server serves; undefined when neither names any (the sandbox's
 * scripts, built in). Both script URLs or neither: half a provider cannot take a card.
 */
export function combinedPageConfig(
  env: Record<string, string | undefined>,
  scripts: { tokenScript: string; threeDsScript: string; accountId?: string } | undefined,
): PageConfig | undefined {
  const tokenScript = env.CARD_TOKEN_SCRIPT_URL?.trim() || scripts?.tokenScript;
  const threeDsScript = env.THREEDS_SCRIPT_URL?.trim() || scripts?.threeDsScript;
  const providerAccountId = env.PROVIDER_ACCOUNT_ID?.trim() || scripts?.accountId;
  if (!tokenScript && !threeDsScript) return undefined;
  if (!tokenScript || !threeDsScript)
    throw new ConfigError(
      "the card provider needs both script URLs: CARD_TOKEN_SCRIPT_URL and THREEDS_SCRIPT_URL (or the payment module's browserScripts)",
    );
  for (const u of [tokenScript, threeDsScript]) {
    if (!/^https?:\/\//.test(u)) throw new ConfigError(`provider script "${u}" must be an absolute http(s) URL`);
  }
  return { tokenScript, threeDsScript, ...(providerAccountId ? { providerAccountId } : {}) };
}

/** The origins of a page config's provider scripts (for the CSP). */
export const scriptOriginsOf = (c: PageConfig | undefined): string[] =>
  c?.tokenScript && c.threeDsScript ? [...new Set([c.tokenScript, c.threeDsScript].map((u) => new URL(u).origin))] : [];

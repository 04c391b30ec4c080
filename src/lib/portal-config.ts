/**
 * Deployment settings the server writes into every HTML page as
 * `<meta name="portal-config" content="{…json…}">` (src/server/portal-config.ts), so one build serves
 * any API origin and any payment provider: the portal-only deployment (API_ORIGIN) points it at the
 * operator's API. Absent (the reference API serving the portal itself, unit tests): build-time values.
 */
export interface PortalConfig {
  /** Base of every API call, e.g. https://api.operator.example/api. */
  apiBase?: string;
  tokenScript?: string;
  threeDsScript?: string;
  providerAccountId?: string;
}

function read(): PortalConfig {
  if (typeof document === 'undefined') return {};
  const content = document.querySelector('meta[name="portal-config"]')?.getAttribute('content');
  if (!content) return {};
  try {
    const parsed: unknown = JSON.parse(content);
    if (typeof parsed !== 'object' || parsed === null) return {};
    // Strings only: anything else is ignored rather than trusted.
    return Object.fromEntries(Object.entries(parsed).filter(([, v]) => typeof v === 'string')) as PortalConfig;
  } catch {
    return {};
  }
}

export const PORTAL_CONFIG: PortalConfig = read();

/**
 * Where the portal finds the operator's API: the page's runtime configuration (portal-only
 * deployments, `API_ORIGIN`), else the same origin (the reference API serving the portal). No
 * build-time setting: one build serves any deployment.
 */
export const API_BASE: string = PORTAL_CONFIG.apiBase ?? '/api';

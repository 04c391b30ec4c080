import type { Context } from 'hono';
import type { Config } from '../config';

/** Where links in mails point: PUBLIC_URL, else the origin the request came to (see config.publicUrl). */
export function portalOrigin(c: Context, config: Pick<Config, 'publicUrl'>): string {
  return config.publicUrl ?? new URL(c.req.url).origin;
}

import type { Config } from '@/server/config';

/**
 * Where links in mails point: always the configured origin (config.publicUrl), never the request's
 * Host or X-Forwarded-Host, which the sender of the request chooses. Production
 * refuses to start without PUBLIC_URL, so the throw is for hand-made configs only.
 */
export function portalOrigin(config: Pick<Config, 'publicUrl'>): string {
  if (!config.publicUrl) throw new Error('PUBLIC_URL is not configured: links in mails need it');
  return config.publicUrl;
}

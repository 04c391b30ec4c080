import { Hono } from 'hono';
import { ProviderThreeDSRequest, ProviderTokenRequest, SANDBOX_API } from '@/contract';
import type { AppEnv, Deps } from '@/server/context';
import { noQuery, readJson } from '@/server/http/validate';
import { authenticate, createToken } from './card-provider';
import { CPTOKEN_JS, SCRIPT_HEADERS, THREEDS_JS } from './provider-scripts';

const sub = (path: string) => path.replace('sandbox', '');
/** Public script paths (app.ts lets them be cached like public media). */
export const PROVIDER_SCRIPT_PATHS = [`/api/${SANDBOX_API.cardTokenScript}`, `/api/${SANDBOX_API.threeDSScript}`];

/**
 * The sandbox card provider: tokenisation and 3-D Secure behind the provider's scripts. Mounted inside
 * the sandbox routes, so production mode answers 404 to all of it. The wallets' and the convenience
 * store's pages are the gateway's, on an origin of their own (gateway.ts).
 */
export function sandboxPaymentRoutes(deps: Deps) {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();

  app.get(sub(SANDBOX_API.cardTokenScript), (c) => c.body(CPTOKEN_JS, 200, SCRIPT_HEADERS));
  app.get(sub(SANDBOX_API.threeDSScript), (c) => c.body(THREEDS_JS, 200, SCRIPT_HEADERS));

  // The one endpoint that receives card numbers. It answers with a result code, as the provider does.
  app.post(sub(SANDBOX_API.providerTokens), async (c) => {
    noQuery(c);
    return c.json(await createToken(db, await readJson(c, ProviderTokenRequest), config.now()));
  });
  app.post(sub(SANDBOX_API.providerThreeDS), async (c) => {
    noQuery(c);
    return c.json(await authenticate(db, (await readJson(c, ProviderThreeDSRequest)).tkn, config.now()));
  });

  return app;
}

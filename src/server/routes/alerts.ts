import { Hono } from 'hono';
import { API, AlertSettingsUpdate, PushSubscriptionBody, PushUnsubscribeBody, type PushKey } from '@/contract';
import { requireUser } from '@/server/auth/require-user';
import type { AppContext, AppEnv, Deps } from '@/server/context';
import { alertSettings, deletePushSubscription, savePushSubscription, saveAlertSettings } from '@/server/domain/alert-preferences';
import { ApiError } from '@/server/http/errors';
import { RULES } from '@/server/http/rate-limit';
import { orRefuse } from '@/server/http/refusal';
import { noQuery, readJson } from '@/server/http/validate';
import { processLog } from '@/server/ops/log';
import { endpointPolicyOf, endpointRefusal } from '@/server/push/endpoint-policy';
import { pushKeys } from '@/server/push/vapid';
import { ownSimByIccid } from './own-sim';

/**
 * Alert settings per SIM and this device's push subscription (docs/decisions/0105, 0106). The push
 * key is null when the operator has no VAPID keys: the portal then offers mail alerts only.
 */
export function alertRoutes(deps: Deps) {
  const { db, config, limiter } = deps;
  const app = new Hono<AppEnv>();
  app.use(`/${API.alerts}/*`, requireUser(deps));

  app.get(`/${API.pushKey}`, async (c) => {
    noQuery(c);
    const keys = await pushKeys(db, config);
    return c.json({ public_key: keys?.publicKey ?? null } satisfies PushKey);
  });

  app.post(`/${API.pushSubscription}`, async (c) => {
    noQuery(c);
    const body = await readJson(c, PushSubscriptionBody);
    await limiter.enforce([RULES.pushSubscribePerUser, String(c.get('userId'))]);
    if (!(await pushKeys(db, config))) throw new ApiError('E0090');
    // The API will POST to this address: only a push service browsers use (decision 0135).
    const refusal = endpointRefusal(body.endpoint, endpointPolicyOf(config));
    if (refusal) {
      // For the operator: a browser whose push service is not listed shows up here (the host only: the path is a secret).
      (deps.log ?? processLog()).warn(
        { host: URL.canParse(body.endpoint) ? new URL(body.endpoint).host : '?', reason: refusal },
        'push subscription refused',
      );
      throw new ApiError('E0091');
    }
    orRefuse(await savePushSubscription(db, c.get('userId'), { endpoint: body.endpoint, ...body.keys }, c.get('lng'), config.now()));
    return c.json({ message: 'This device will receive alerts by push.' });
  });

  app.delete(`/${API.pushSubscription}`, async (c) => {
    noQuery(c);
    const body = await readJson(c, PushUnsubscribeBody);
    await deletePushSubscription(db, c.get('userId'), body.endpoint);
    return c.json({ message: 'This device will no longer receive alerts by push.' });
  });

  /** The SIM the path names: an ICCID is digits only, anything else names no SIM. */
  const namedSim = (c: AppContext) => {
    const iccid = c.req.param('iccid') ?? '';
    if (!/^\d{10,22}$/.test(iccid)) throw new ApiError('E0010');
    return ownSimByIccid(deps, c, iccid);
  };

  app.get(`/${API.alerts}/:iccid`, async (c) => {
    noQuery(c);
    const sim = await namedSim(c);
    return c.json(await alertSettings(db, sim));
  });

  app.put(`/${API.alerts}/:iccid`, async (c) => {
    noQuery(c);
    const body = await readJson(c, AlertSettingsUpdate);
    const sim = await namedSim(c);
    await saveAlertSettings(db, sim, body.alerts, c.get('lng'), config.now());
    return c.json(await alertSettings(db, sim));
  });

  return app;
}

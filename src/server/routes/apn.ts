import { Hono } from 'hono';
import { API, ApnQuery, QR_DOWNLOAD_MIN_PX, QrDownloadQuery, qrFileName, type EsimActivationData } from '@/contract';
import { PREPAID_APN } from '@/server/apn/data/prepaid';
import { apnProfile, MOBILECONFIG_FILENAME, MOBILECONFIG_TYPE } from '@/server/apn/mobileconfig';
import { findApnSettings, NOT_FOUND_CODE, type ApnSource } from '@/server/apn/settings';
import { requireUser } from '@/server/auth/require-user';
import type { AppContext, AppEnv, Deps } from '@/server/context';
import type { SimRow } from '@/server/domain/sims';
import { activationCodeOf, hasActivationCode } from '@/server/esim/profile';
import { qrPixels, qrPng } from '@/server/esim/qr';
import { ApiError } from '@/server/http/errors';
import { readQuery } from '@/server/http/validate';
import { ownSim } from './own-sim';
import { isPhysical } from '@/server/domain/sim-kinds';

/**
 * APN settings, the iOS profile and the eSIM activation code with its QR (spec §7). Every call
 * names the SIM (`id`): it must be the caller's (else 404 E0010), and of a type that has what is
 * asked for (else the 404 code the portal turns into "page not found").
 */
export function apnRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.use('/apn/*', requireUser(deps));

  async function queried(c: AppContext): Promise<{ platform: number; sim: SimRow }> {
    const q = readQuery(c, ApnQuery, ['platform', 'id']);
    return { platform: q.platform, sim: await ownSim(deps, c, q.id) };
  }

  const settingsRoute = (path: string, source: ApnSource) =>
    app.get(`/${path}`, async (c) => {
      const { platform, sim } = await queried(c);
      const settings = findApnSettings(source, sim.sim_type, platform, c.get('lng'));
      if (!settings) throw new ApiError(NOT_FOUND_CODE[source]);
      return c.json(settings);
    });
  settingsRoute(API.apnPrepaid, 'prepaid');
  settingsRoute(API.apnEsimAndroid, 'esimAndroid');
  settingsRoute(API.sonetEsim, 'sonetInitial');
  settingsRoute(API.sonetEsimApn, 'sonetApn');

  app.get(`/${API.apnDownload}`, async (c) => {
    const { platform, sim } = await queried(c);
    // Only iPhones and iPads read configuration profiles.
    if (!isPhysical(sim.sim_type) || platform !== 1) throw new ApiError('E0021');
    c.header('Content-Type', MOBILECONFIG_TYPE);
    c.header('Content-Disposition', `attachment; filename="${MOBILECONFIG_FILENAME}"`);
    return c.body(apnProfile(sim.id, PREPAID_APN));
  });

  /** ESIMA and LF only (ESIMS profiles are pushed by EID: E0020); not issued yet is E0026. */
  function activationCode(sim: SimRow): string {
    if (!hasActivationCode(sim.sim_type)) throw new ApiError('E0020');
    const code = activationCodeOf(sim);
    if (!code) throw new ApiError('E0026');
    return code;
  }

  // The code is the same for every device; `platform` is checked but does not change the answer.
  app.get(`/${API.esimActivationCode}`, async (c) => {
    const { sim } = await queried(c);
    const code = activationCode(sim);
    // Decision 0029: iPhone's manual entry asks for the SM-DP+ address and the matching ID apart;
    // Android's takes the whole LPA string, which is also what the QR holds.
    const data: EsimActivationData = {
      activation_code: sim.matching_id!,
      smdp_address: sim.smdp_address!,
      android_act_code: code,
      qr_code: qrPixels(code),
    };
    return c.json(data);
  });

  app.get(`/${API.esimQrCode}`, async (c) => {
    const { sim } = await queried(c);
    return c.json(qrPixels(activationCode(sim)));
  });

  app.get(`/${API.esimQrDownload}`, async (c) => {
    const { id } = readQuery(c, QrDownloadQuery, ['id']);
    const sim = await ownSim(deps, c, id);
    // Large enough to scan from another screen, named after the line (not spec §7's image.png).
    const png = qrPng(qrPixels(activationCode(sim), QR_DOWNLOAD_MIN_PX));
    c.header('Content-Type', 'image/png');
    c.header('Content-Disposition', `attachment; filename="${qrFileName(sim)}"`);
    return c.body(new Uint8Array(png));
  });

  return app;
}

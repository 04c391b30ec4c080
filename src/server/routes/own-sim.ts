import type { AppContext, Deps } from '@/server/context';
import { findOwnSim, findOwnSimByIccid, type SimRow } from '@/server/domain/sims';
import { ApiError } from '@/server/http/errors';
import { settleIssuance } from '@/server/jobs/issuance';

/**
 * The caller's SIM `id`, as it is now (a due eSIM issuance is completed first). Someone else's SIM
 * is 404 E0010, exactly like one that does not exist, so ids reveal nothing.
 */
export async function ownSim({ db, config, seams }: Deps, c: AppContext, id: number): Promise<SimRow> {
  const sim = await findOwnSim(db, c.get('userId'), id);
  if (!sim) throw new ApiError('E0010');
  return settleIssuance(db, sim, config.now(), seams.simBackend);
}

/** The same, for calls that name the SIM by ICCID (the 5G option, spec §7). */
export async function ownSimByIccid({ db, config, seams }: Deps, c: AppContext, iccid: string): Promise<SimRow> {
  const sim = await findOwnSimByIccid(db, c.get('userId'), iccid);
  if (!sim) throw new ApiError('E0010');
  return settleIssuance(db, sim, config.now(), seams.simBackend);
}

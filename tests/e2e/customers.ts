import type { APIRequestContext } from '@playwright/test';
import type { SimType } from '@/contract/sim';
import type { SandboxApi } from './fixtures';
import { registerThroughApi, uniqueEmail } from './flows';

const JST = 9 * 60 * 60 * 1000;

/**
 * A customer whose SIM is set up and in use, made through the API (register, reserve today's date,
 * registration complete): payment tests then start from the top page, each with its own SIM.
 */
export async function activeCustomer(request: APIRequestContext, api: SandboxApi, type: SimType = 'physical_sim') {
  const sim = await api.mintSim(type);
  const who = { email: uniqueEmail('buyer'), password: 'pass-word1' };
  const login = await registerThroughApi(request, {
    ...who,
    activation_code: sim.activation_code,
    full_name: 'Le Van Nam',
    purpose_of_use: 'travel',
    nationality: 'VN',
    gender: 'male',
    date_of_birth: '1990-01-02',
    affiliation: '',
    agree_privacy: true,
    agree_terms: true,
    agree_notice: true,
  });
  const headers = { Authorization: `Bearer ${login.access_token}` };
  const today = new Date(Date.now() + JST).toISOString().slice(0, 10);
  for (const [path, data] of [
    ['cards/prepaid_activate', { id: login.sc_id, activation_date: today }],
    ['prepaid_users/reg_complete', { id: login.sc_id }],
  ] as const) {
    const step = await request.post(`/api/en/${path}`, { headers, data });
    if (!step.ok()) throw new Error(`${path} ${step.status()} ${await step.text()}`);
  }
  return { ...who, iccid: sim.iccid, scId: login.sc_id };
}

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

/** A card saved for `who` through the API as the portal saves one (a card payment with "save", then the order cancelled). */
export async function saveCardThroughApi(request: APIRequestContext, who: { email: string; password: string; scId: number }) {
  const login = (await (await request.post('/api/en/auth/login', { data: { email: who.email, password: who.password } })).json()) as {
    access_token: string;
  };
  const headers = { Authorization: `Bearer ${login.access_token}` };
  const ok = async (res: Awaited<ReturnType<APIRequestContext['post']>>) => {
    if (!res.ok()) throw new Error(`${res.url()} ${res.status()} ${await res.text()}`);
    return res.json() as Promise<Record<string, string>>;
  };
  const { payment_id } = await ok(await request.post('/api/en/plans/recharge', { headers, data: { id: who.scId, plan_id: 101 } }));
  const card = { aid: '000001', cn: '4111111111111111', ed: '3012', fn: 'LE', ln: 'VAN NAM', cvv: '123' };
  const { tkn } = await ok(await request.post('/api/sandbox/provider/tokens', { data: card }));
  await ok(await request.post('/api/sandbox/provider/3ds', { data: { tkn, aid: '000001', am: 0, tx: 0, sf: 0 } }));
  await ok(await request.post('/api/en/payments/reg_payment', { headers, data: { tkn, payment_method: 0, credit: true, payment_id } }));
  await ok(await request.post('/api/en/payments/cancel', { headers, data: { payment_id } }));
}

/** A second physical SIM added to `who`'s account by activation login and set up through the API; it becomes the current one. */
export async function addLineInUse(request: APIRequestContext, api: SandboxApi, who: { email: string; password: string }) {
  const sim = await api.mintSim('physical_sim');
  const res = await request.post('/api/en/auth/activation_login', { data: { ...who, activation_code: sim.activation_code } });
  if (!res.ok()) throw new Error(`activation_login ${res.status()} ${await res.text()}`);
  const login = (await res.json()) as { access_token: string; sc_id: number };
  const headers = { Authorization: `Bearer ${login.access_token}` };
  const today = new Date(Date.now() + JST).toISOString().slice(0, 10);
  for (const [path, data] of [
    ['cards/prepaid_activate', { id: login.sc_id, activation_date: today }],
    ['prepaid_users/reg_complete', { id: login.sc_id }],
  ] as const) {
    const step = await request.post(`/api/en/${path}`, { headers, data });
    if (!step.ok()) throw new Error(`${path} ${step.status()} ${await step.text()}`);
  }
  return { iccid: sim.iccid, scId: login.sc_id };
}

/**
 * An eSIM line added to `who`'s account by activation login, requested, issued (the sandbox's
 * SANDBOX_ISSUANCE_SECONDS) and its set-up completed through the API; it becomes the current one.
 */
export async function addEsimLineInUse(
  request: APIRequestContext,
  api: SandboxApi,
  who: { email: string; password: string },
  type: Exclude<SimType, 'physical_sim' | 'sonet_esim'> = 'astro_esim',
) {
  const sim = await api.mintSim(type);
  const res = await request.post('/api/en/auth/activation_login', { data: { ...who, activation_code: sim.activation_code } });
  if (!res.ok()) throw new Error(`activation_login ${res.status()} ${await res.text()}`);
  const login = (await res.json()) as { access_token: string; sc_id: number };
  const headers = { Authorization: `Bearer ${login.access_token}` };
  const usertype = type === 'astro_esim' ? 'ESIMA' : 'LF';
  const requested = await request.post('/api/en/cards/esim_activate', { headers, data: { id: login.sc_id, type: usertype } });
  if (!requested.ok()) throw new Error(`esim_activate ${requested.status()} ${await requested.text()}`);
  for (let tries = 0; ; tries++) {
    const state = (await (await request.post('/api/en/cards/check_card', { headers, data: { id: login.sc_id } })).json()) as {
      sc_status: string;
    };
    if (state.sc_status !== 'registered') break;
    if (tries > 60) throw new Error('the eSIM was not issued within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const done = await request.post('/api/en/prepaid_users/reg_complete', { headers, data: { id: login.sc_id } });
  if (!done.ok()) throw new Error(`reg_complete ${done.status()} ${await done.text()}`);
  return { iccid: sim.iccid, scId: login.sc_id };
}

import type { APIRequestContext } from '@playwright/test';
import { targetAfterCardCheck } from '@/domain/onboarding';
import { USER_TYPE_OF_SIM, type LoginResponse } from '@/contract';

/**
 * Asks the API (not the page) where this customer stands: a fresh login reports the SIM's states,
 * and the navigation table of spec §4 says which screen they mean.
 */
export async function apiTarget(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<{ state: LoginResponse; to: string }> {
  const res = await request.post('/api/en/auth/login', { data: { email, password } });
  if (!res.ok()) throw new Error(`login ${res.status()}: ${await res.text()}`);
  const state = (await res.json()) as LoginResponse;
  const { to } = targetAfterCardCheck({ usertype: USER_TYPE_OF_SIM[state.sim_type], acStatus: state.ac_status, scStatus: state.sc_status });
  return { state, to };
}

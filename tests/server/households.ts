/**
 * Customers with one of everything the API lets them name by id: SIMs of each kind and state, orders,
 * a saved card. The authorization sweep builds two of them the same way (so another customer's id
 * names exactly what the caller's own id would), the fuzz suites one.
 */
import type { SimType, UserType } from '@/contract';
import { USER_TYPE_OF_SIM } from '@/contract';
import { todayInJapan } from '@/server/domain/japan-time';
import { DAY, type Harness } from './harness';
import { cardToken, PLAN } from './shoppers';

export interface SimRef {
  id: number;
  iccid: string;
  tel_no: string | null;
  usertype: UserType;
}

export interface House {
  userId: number;
  email: string;
  password: string;
  auth: { token: string };
  refreshToken: string;
  /** A physical SIM in use, with a saved card bought through one of its orders. */
  phys: SimRef;
}

export interface HouseOptions {
  /** Registered full name (distinct per customer, so a leak of it can be told). */
  name: string;
  /** A test card the sandbox accepts (Luhn-valid, not one of the failing ones) and its holder. */
  card: string;
  holder: [first: string, last: string];
}

async function simRef(h: Harness, id: number): Promise<SimRef> {
  const [row] = await h.db.query<{ iccid: string; tel_no: string | null; sim_type: SimType }>(
    'SELECT iccid, tel_no, sim_type FROM sims WHERE id = $1',
    [id],
  );
  return { id, iccid: row!.iccid, tel_no: row!.tel_no, usertype: USER_TYPE_OF_SIM[row!.sim_type] };
}

/** A SIM in use since five days, valid for thirty (as shoppers.activeCustomer sets it). */
export async function makeInUse(h: Harness, sim: SimRef): Promise<SimRef> {
  const start = h.clock.now - 5 * DAY;
  await h.db.query(`UPDATE sims SET ac_status = 'using', sc_status = $2, start_date = $3, expiry_date = $4 WHERE id = $1`, [
    sim.id,
    sim.usertype === 'PREPAID' ? 'activated' : 'set',
    new Date(start),
    new Date(start + 30 * DAY),
  ]);
  return sim;
}

/** Buys a 1 GB data plan for the customer's SIM in use: an unpaid order without a method. */
async function purchase(h: Harness, me: House): Promise<string> {
  const res = await h.post('plans/recharge', { id: me.phys.id, plan_id: PLAN.data1 }, me.auth);
  if (res.status !== 200) throw new Error(`recharge: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.payment_id;
}

export async function house(h: Harness, o: HouseOptions): Promise<House> {
  const { email, password, login } = await h.register({ full_name: o.name });
  const [user] = await h.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
  const me: House = {
    userId: user!.id,
    email,
    password,
    auth: { token: login.access_token },
    refreshToken: login.refresh_token,
    phys: await makeInUse(h, await simRef(h, login.sc_id)),
  };
  // An order paid by card with credit: true leaves the card saved on the account.
  const pid = await purchase(h, me);
  const tkn = await cardToken(h, o.card, { fn: o.holder[0], ln: o.holder[1] });
  const res = await h.post('payments/reg_payment', { tkn, payment_method: 0, credit: true, payment_id: pid }, me.auth);
  if (res.status !== 200) throw new Error(`reg_payment: ${res.status} ${JSON.stringify(res.body)}`);
  return me;
}

/** Attaches a new SIM of that type to the customer (as the portal does: activation login). */
export async function addSim(h: Harness, me: House, type: SimType): Promise<SimRef> {
  const code = (await h.newSim(type)).activation_code;
  const res = await h.post('auth/activation_login', { email: me.email, password: me.password, activation_code: code });
  if (res.status !== 200) throw new Error(`activation_login: ${res.status} ${JSON.stringify(res.body)}`);
  return simRef(h, res.body.sc_id);
}

/** A physical SIM whose activation date is reserved (ac_status 'activate'): ready for reg_complete. */
export async function reservedSim(h: Harness, me: House): Promise<SimRef> {
  const sim = await addSim(h, me, 'physical_sim');
  const res = await h.post('cards/prepaid_activate', { id: sim.id, activation_date: todayInJapan(h.clock.now) }, me.auth);
  if (res.status !== 200) throw new Error(`prepaid_activate: ${res.status} ${JSON.stringify(res.body)}`);
  return sim;
}

/** An eSIM whose profile has been issued (activation code and QR available); moves the clock. */
export async function issuedEsim(h: Harness, me: House, type: Exclude<SimType, 'physical_sim'>): Promise<SimRef> {
  const sim = await addSim(h, me, type);
  const eid = sim.usertype === 'ESIMS' ? { eid: '89049032000000000000000000012385' } : {};
  const res = await h.post('cards/esim_activate', { id: sim.id, type: sim.usertype, ...eid }, me.auth);
  if (res.status !== 200) throw new Error(`esim_activate: ${res.status} ${JSON.stringify(res.body)}`);
  h.clock.advance(h.config.issuanceSeconds * 1000);
  return sim;
}

/** An unpaid order of the customer's SIM in use, with the given method registered (none: no method yet). */
export async function order(
  h: Harness,
  me: House,
  method?: 'card' | 'saved_card' | 'alipay' | 'wechat' | 'unionpay' | 'smartpit',
): Promise<string> {
  const pid = await purchase(h, me);
  if (method === undefined) return pid;
  const codes = { card: 0, saved_card: 0, smartpit: 1, alipay: 2, wechat: 3, unionpay: 4 } as const;
  const body: Record<string, unknown> = { payment_method: codes[method], credit: false, payment_id: pid };
  if (method === 'card') body.tkn = await cardToken(h);
  if (method === 'saved_card') body.first_payment_method = true;
  const res = await h.post('payments/reg_payment', body, me.auth);
  if (res.status !== 200) throw new Error(`reg_payment: ${res.status} ${JSON.stringify(res.body)}`);
  return pid;
}

/** What must never appear in an answer to anyone else: every identifier and personal value of the customer. */
export async function secretsOf(h: Harness, userId: number): Promise<string[]> {
  const values: (string | null)[] = [];
  const [user] = await h.db.query<{ email: string; full_name: string }>('SELECT email, full_name FROM users WHERE id = $1', [userId]);
  values.push(user!.email, user!.full_name);
  for (const s of await h.db.query<Record<string, string | null>>(
    'SELECT iccid, activation_code, tel_no, eid, matching_id FROM sims WHERE user_id = $1',
    [userId],
  )) {
    values.push(...Object.values(s));
  }
  for (const o of await h.db.query<Record<string, string | null>>(
    'SELECT payment_id, order_number, smartpit_number, card_token FROM orders WHERE user_id = $1',
    [userId],
  )) {
    values.push(...Object.values(o));
  }
  for (const c of await h.db.query<{ token: string; last4: string; holder: string }>(
    'SELECT token, last4, holder FROM saved_cards WHERE user_id = $1',
    [userId],
  )) {
    // The bare last four digits would turn up by chance in other numbers; the masked number would not.
    values.push(c.token, `**** ${c.last4}`, c.holder);
  }
  return values.filter((v): v is string => v !== null && v !== '');
}

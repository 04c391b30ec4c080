/** Helpers of the onboarding suites: a registered customer with one SIM, and looks at that SIM's row. */
import type { Language, LoginResponse, SimType, UserType } from '@/contract';
import { USER_TYPE_OF_SIM } from '@/contract';
import type { Db } from '@/server/db/client';
import { openBody } from '@/server/mail/outbox';
import type { Harness } from './harness';

export interface Customer {
  email: string;
  login: LoginResponse;
  id: number;
  usertype: UserType;
  auth: { token: string };
}

export async function customer(h: Harness, type: SimType): Promise<Customer> {
  const { email, login } = await h.register({}, type);
  return { email, login, id: login.sc_id, usertype: USER_TYPE_OF_SIM[type], auth: { token: login.access_token } };
}

/** PostgreSQL's row version: it changes on every UPDATE of the row, even one that changes no value. */
export async function rowVersion(db: Db, simId: number): Promise<string> {
  const [row] = await db.query<{ v: string }>('SELECT xmin::text AS v FROM sims WHERE id = $1', [simId]);
  return row!.v;
}

export interface SimState {
  ac_status: string;
  sc_status: string;
  activation_date: string | null;
  start_date: Date | null;
  expiry_date: Date | null;
  eid: string | null;
  issuance_due_at: Date | null;
  issued_at: Date | null;
  smdp_address: string | null;
  matching_id: string | null;
}

export async function simState(db: Db, simId: number): Promise<SimState> {
  const [row] = await db.query<SimState>(
    `SELECT ac_status, sc_status, activation_date::text AS activation_date, start_date, expiry_date, eid,
            issuance_due_at, issued_at, smdp_address, matching_id
       FROM sims WHERE id = $1`,
    [simId],
  );
  return row!;
}

/** Requests the eSIM (with an EID for ESIMS) and moves the clock past its due time. */
export async function issueEsim(h: Harness, c: Customer, lng: Language = 'en'): Promise<void> {
  const eid = c.usertype === 'ESIMS' ? { eid: '89049032000000000000000000012385' } : {};
  const res = await h.post(`${lng}/cards/esim_activate`, { id: c.id, type: c.usertype, ...eid }, c.auth);
  if (res.status !== 200) throw new Error(`esim_activate: ${res.status} ${JSON.stringify(res.body)}`);
  h.clock.advance(h.config.issuanceSeconds * 1000);
}

/** The mail sent to a customer since their account was made (the registration link left out), oldest first. */
export async function outboxTo(db: Db, email: string): Promise<{ subject: string; text: string }[]> {
  const rows = await db.query<{ to_email: string; subject: string; text: string; sealed: boolean }>(
    'SELECT to_email, subject, text, sealed FROM outbox WHERE lower(to_email) = lower($1) ORDER BY id',
    [email],
  );
  // Bodies are sealed at rest (decision 0045): opened as the relay opens them.
  const mails = await Promise.all(rows.map(async (r) => ({ subject: r.subject, text: await openBody(db, r) })));
  return mails.filter((m) => !m.text.includes('/confirmRegistration?token='));
}

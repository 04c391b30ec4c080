// The SQL each hot read of the API sends, statement for statement, with parameters of the same types:
// what bench/api-floor/server.mjs runs for the floor of `npm run bench`. tests/server/api-floor.test.ts
// records the statements the real endpoints send and fails when these drift from them.
const SIM_COLUMNS =
  'id, iccid, activation_code, sim_type, user_id, ac_status, sc_status, tel_no, eid, plan, data_total_mb, start_date, expiry_date, ' +
  'issuance_due_at, issued_at, smdp_address, matching_id, registered_at, five_g_due_at, five_g_enabled_at';
const ORDER_COLUMNS =
  'id, payment_id, order_number, user_id, sim_id, recharge_type::int AS recharge_type, plan_id, plan_gb, plan_days, price, tax, language, ' +
  'status, payment_method, card_token, smartpit_number, due_at, ordered_at, paid_at, cancel_reason';
const DAY_MS = 24 * 60 * 60 * 1000;
/** An order without a payment method ends after an hour (a draft, src/server/jobs/order-deadlines.ts). */
const DRAFT_MS = 60 * 60 * 1000;
const SESSION_MAX_MS = 90 * DAY_MS;
const PAGE_SIZE = 5;
const DATA_RECHARGE = 1;

/** Every authenticated read starts with the session check (the access token's login is still live). */
const session = {
  sql: `SELECT 1 FROM refresh_tokens WHERE family_id = $1 AND user_id = $2 AND revoked_at IS NULL
        AND (SELECT min(created_at) FROM refresh_tokens WHERE family_id = $1) > $3
      LIMIT 1`,
  params: (r) => [r.familyId, r.userId, new Date(r.now - SESSION_MAX_MS)],
};
const ownSim = { sql: `SELECT ${SIM_COLUMNS} FROM sims WHERE id = $1 AND user_id = $2`, params: (r) => [r.simId, r.userId] };
const ANCHORED_SIM =
  `SELECT ${SIM_COLUMNS.split(', ')
    .map((c) => `s.${c}`)
    .join(', ')}, a.used_mb AS anchor_used_mb, a.rate_mb_per_day AS anchor_rate, a.total_mb AS anchor_total_mb, a.at AS anchor_at ` +
  'FROM sims s LEFT JOIN sandbox_usage a ON a.sim_id = s.id WHERE s.id = $1';
const where = ' AND ($2::int IS NULL OR user_id = $2) AND ($3::int IS NULL OR id = $3)';
/** The history lists paid or owed orders, and those ended at their deadline in the last 30 days. */
const LISTED = `((status <> 'cancelled' AND payment_method IS NOT NULL) OR (cancel_reason = 'deadline' AND due_at > $3))`;
const expiredWindow = (r) => new Date(r.now - 30 * DAY_MS);

/** Endpoint (as the bench names it) → the statements, in order; the last one's rows are the answer. */
export const HOT_READS = {
  // The sandbox's usage simulation reads the SIM with its anchor (src/server/sandbox/usage.ts).
  'cards/usage': [session, ownSim, { sql: ANCHORED_SIM, params: (r) => [r.simId] }],
  'plans/data_recharge': [session, ownSim],
  'plans/data_recharge_history': [
    session,
    ownSim,
    // Orders past their deadline are looked for first; ended (in a transaction, with a mail) only if any.
    {
      sql: `SELECT 1 FROM orders WHERE status = 'unpaid' AND due_at IS NOT NULL AND due_at <= $1${where} LIMIT 1`,
      params: (r) => [new Date(r.now), r.userId, null],
    },
    {
      sql: `WITH ended AS (
       UPDATE orders SET status = 'cancelled', cancelled_at = $1, cancel_reason = 'abandoned'
        WHERE status = 'unpaid' AND payment_method IS NULL AND ordered_at <= $4${where} RETURNING id
     ), released AS (DELETE FROM purchase_keys WHERE order_id IN (SELECT id FROM ended))
     SELECT id FROM ended`,
      params: (r) => [new Date(r.now), r.userId, null, new Date(r.now - DRAFT_MS)],
    },
    {
      sql: `SELECT count(*)::int AS n FROM orders WHERE sim_id = $1 AND recharge_type = $2 AND ${LISTED}`,
      params: (r) => [r.simId, DATA_RECHARGE, expiredWindow(r)],
    },
    {
      sql: `SELECT ${ORDER_COLUMNS} FROM orders WHERE sim_id = $1 AND recharge_type = $2 AND ${LISTED}
      ORDER BY ordered_at DESC, id DESC LIMIT $4 OFFSET $5`,
      params: (r) => [r.simId, DATA_RECHARGE, expiredWindow(r), PAGE_SIZE, (r.page - 1) * PAGE_SIZE],
    },
  ],
};

/** The API's path of each hot read (after /api/{lng}/). */
export const PATHS = {
  'cards/usage': 'cards/usage',
  'plans/data_recharge': 'plans/data_recharge',
  'plans/data_recharge_history': 'plans/data_recharge_history',
};

-- Idempotency keys of purchases (docs/decisions/0018): a repeat of POST plans/recharge with the same
-- key by the same customer answers with the order the first one made instead of making another.

CREATE TABLE purchase_keys (
  -- Keys are the customer's: the same key from another customer is another purchase.
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  idempotency_key text NOT NULL CHECK (idempotency_key ~ '^[A-Za-z0-9_-]{16,64}$'),
  -- What the key was first used for: the same key for another SIM or plan is refused.
  sim_id integer NOT NULL REFERENCES sims (id) ON DELETE CASCADE,
  plan_id integer NOT NULL,
  -- Set in the transaction that inserts the row (the row is claimed first, so a racing request with
  -- the same key waits on the primary key until the order exists): NULL is never seen committed.
  order_id integer REFERENCES orders (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  -- The unique constraint that makes two simultaneous requests with one key create one order.
  PRIMARY KEY (user_id, idempotency_key)
);

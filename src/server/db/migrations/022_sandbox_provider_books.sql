-- The sandbox payment provider's own books (a real provider keeps these at its end). Written only by
-- the sandbox provider, each in a statement of its own outside any transaction of ours, so a charge it
-- made survives a SIGKILL of the API between its answer and our COMMIT, as a real provider's would.
-- GET /api/sandbox/charges lists them (loopback only) for tests to compare with our ledger.
CREATE TABLE sandbox_charges (
  id text PRIMARY KEY,
  -- Cards: the merchant's idempotency key; wallets and the store: their own session key.
  idempotency_key text NOT NULL UNIQUE,
  method text NOT NULL,
  payment_id text NOT NULL,
  token text,
  amount integer NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX sandbox_charges_payment_idx ON sandbox_charges (payment_id);

-- Full refunds only: one per charge, whatever key asks for it again.
CREATE TABLE sandbox_refunds (
  id text PRIMARY KEY,
  charge_id text NOT NULL UNIQUE REFERENCES sandbox_charges (id),
  idempotency_key text NOT NULL UNIQUE,
  amount integer NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  created_at timestamptz NOT NULL
);

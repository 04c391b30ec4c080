-- Security (docs/decisions/0033-0036).

-- Rate-limit counters live in the database so every API process on one PostgreSQL counts against the
-- same budget: three processes together allow the configured total, not three times it. Keys are
-- SHA-256 digests: the table never holds an address or an email in clear.
CREATE TABLE rate_limits (
  rule text NOT NULL,
  key_hash text NOT NULL,
  hits integer NOT NULL,
  window_ends timestamptz NOT NULL,
  PRIMARY KEY (rule, key_hash)
);
CREATE INDEX rate_limits_window_ends_idx ON rate_limits (window_ends);

-- Mail bodies (reset links above all) are stored encrypted (mail/outbox.ts); older rows stay clear.
ALTER TABLE outbox ADD COLUMN sealed boolean NOT NULL DEFAULT false;

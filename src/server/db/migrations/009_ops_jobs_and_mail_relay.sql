-- Periodic sweeps (docs/decisions/0040, 0041) that run once per interval across all API
-- instances, and an outbox that a relay delivers with retries and dead letters.
CREATE TABLE job_sweeps (
  name text PRIMARY KEY,
  next_run_at timestamptz NOT NULL DEFAULT now(),
  runs integer NOT NULL DEFAULT 0,
  last_run_at timestamptz,
  last_error text
);

ALTER TABLE outbox
  ADD COLUMN html text,
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN claimed_until timestamptz,
  ADD COLUMN failed_at timestamptz,
  ADD COLUMN last_error text;

CREATE INDEX outbox_pending_idx ON outbox (next_attempt_at, id) WHERE sent_at IS NULL AND failed_at IS NULL;

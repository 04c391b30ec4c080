-- A line's falls below a share of its allowance (docs/decisions/0141): what acts on one (a data
-- alert, the automatic top-up) acts once per fall. A row is armed until it acts, and armed again
-- when data left is back at or above its line, when a new usage period starts, or (the automatic
-- top-up) once the data it bought has been used. No row: armed.
CREATE TABLE usage_falls (
  sim_id integer NOT NULL REFERENCES sims (id) ON DELETE CASCADE,
  -- 'data_20', 'data_5', 'auto_topup'
  watcher text NOT NULL,
  -- The usage period the state belongs to (its first day in Japan): a new period starts armed.
  period text NOT NULL,
  armed boolean NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (sim_id, watcher)
);

-- What an automatic purchase found and added, so that the next fall can be told from this one: the
-- MB used when it bought, and the MB it added. Its data is used up when the line has used both.
ALTER TABLE auto_topup_runs ADD COLUMN used_mb double precision;
ALTER TABLE auto_topup_runs ADD COLUMN added_mb integer;

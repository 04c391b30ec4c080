-- Usage over time (docs/decisions/0095). The usage source says how much a line has used so far; the
-- API keeps the last figure it saw per SIM and adds what grew since to the Japan-time days it grew on.
CREATE TABLE usage_samples (
  sim_id integer PRIMARY KEY REFERENCES sims (id) ON DELETE CASCADE,
  used_mb double precision NOT NULL,
  total_mb integer NOT NULL,
  at timestamptz NOT NULL
);

CREATE TABLE usage_days (
  sim_id integer NOT NULL REFERENCES sims (id) ON DELETE CASCADE,
  -- The calendar day in Japan (UTC+9) the data was used on.
  day date NOT NULL,
  used_mb double precision NOT NULL,
  PRIMARY KEY (sim_id, day)
);

-- The sandbox's usage simulation: where a line's usage stood at a moment, and how fast it grows from
-- there. Written when a line is first asked about, when its allowance grows (a top-up), and by
-- POST /api/sandbox/usage; production's usage source never touches it.
CREATE TABLE sandbox_usage (
  sim_id integer PRIMARY KEY REFERENCES sims (id) ON DELETE CASCADE,
  used_mb double precision NOT NULL,
  rate_mb_per_day double precision NOT NULL,
  total_mb integer NOT NULL,
  at timestamptz NOT NULL
);

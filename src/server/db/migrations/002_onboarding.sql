-- Onboarding: the reserved activation date of physical SIMs and the issuance of eSIM profiles.

ALTER TABLE sims
  -- The day a physical SIM starts working (Japan). Set once: NULL is the only state it can leave.
  ADD COLUMN activation_date date CHECK (activation_date IS NULL OR sim_type = 'physical_sim'),
  -- When the requested eSIM profile is due. Kept here, not in a timer, so a restart loses nothing.
  ADD COLUMN issuance_due_at timestamptz,
  -- Set by the one UPDATE that completes the issuance (jobs/issuance.ts): the exactly-once guard.
  ADD COLUMN issued_at timestamptz,
  -- Language and portal origin of the request, for the "your eSIM is ready" mail sent later.
  ADD COLUMN issuance_language text CHECK (issuance_language IN ('ja', 'en', 'zh', 'tw', 'vi')),
  ADD COLUMN issuance_origin text,
  -- The profile at the SM-DP+: LPA:1$<smdp_address>$<matching_id> is the activation code.
  ADD COLUMN smdp_address text,
  ADD COLUMN matching_id text CHECK (matching_id ~ '^[A-Z0-9]{5}(-[A-Z0-9]{5}){3}$');

-- The worker looks only at issuances still waiting.
CREATE INDEX sims_issuance_due_idx ON sims (issuance_due_at) WHERE issued_at IS NULL AND issuance_due_at IS NOT NULL;
-- A matching id names one profile at its SM-DP+.
CREATE UNIQUE INDEX sims_matching_id_key ON sims (smdp_address, matching_id) WHERE matching_id IS NOT NULL;

-- eSIMs already in use (demo data of an existing database) get the profile they were installed from.
-- The "0 * s.id" ties the subquery to the row, so each SIM gets its own random id. The alphabet is
-- sandbox/sim-numbers.ts' ACTIVATION_CODE_ALPHABET (no look-alikes), as esim/profile.ts uses.
UPDATE sims s SET
  smdp_address = CASE s.sim_type
    WHEN 'astro_esim' THEN 'smdp.astro-esim.example'
    WHEN 'linksfield_esim' THEN 'smdp.linksfield.example'
    ELSE 'smdp.sonet-esim.example' END,
  matching_id = (
    SELECT string_agg(substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', 1 + floor(random() * 31)::int, 1)
                      || CASE WHEN g IN (5, 10, 15) THEN '-' ELSE '' END, '' ORDER BY g)
      FROM generate_series(1, 20 + 0 * s.id) AS g),
  issued_at = coalesce(s.start_date, s.created_at)
WHERE s.sim_type <> 'physical_sim' AND s.sc_status IN ('activated', 'activating', 'set') AND s.matching_id IS NULL;

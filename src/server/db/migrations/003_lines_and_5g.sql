-- The line list (order of registration) and the 5G option of physical SIMs.

ALTER TABLE sims
  -- When a customer attached the SIM to their account: the line list's order after the current SIM.
  ADD COLUMN registered_at timestamptz,
  -- The 5G option (spec §4): requested → pending until the due time → enabled. Once requested it
  -- cannot be withdrawn, so the columns only ever go from NULL to a value.
  ADD COLUMN five_g_requested_at timestamptz,
  ADD COLUMN five_g_due_at timestamptz CHECK (five_g_due_at IS NULL OR sim_type = 'physical_sim'),
  -- Set by the one UPDATE that completes the activation (jobs/five-g.ts).
  ADD COLUMN five_g_enabled_at timestamptz CHECK (five_g_enabled_at IS NULL OR five_g_due_at IS NOT NULL);

-- SIMs registered before this migration: their creation is the best date we have.
UPDATE sims SET registered_at = created_at WHERE user_id IS NOT NULL AND registered_at IS NULL;

-- The worker looks only at activations still waiting.
CREATE INDEX sims_five_g_due_idx ON sims (five_g_due_at) WHERE five_g_enabled_at IS NULL AND five_g_due_at IS NOT NULL;

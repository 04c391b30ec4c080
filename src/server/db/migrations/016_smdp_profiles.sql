-- The profile's matching ID and SM-DP+ address come from the
-- operator's SM-DP+ (the SimBackend seam, docs/decisions/0047), not from the sandbox, so the columns take what GSMA
-- SGP.22 allows rather than the sandbox's own 4 × 5 format: a matching ID of upper-case letters,
-- digits and '-', and an SM-DP+ address that is a host name (both go into LPA:1$<address>$<id>,
-- so a '$' or a space from a faulty SM-DP+ must never reach a customer's QR code).
ALTER TABLE sims DROP CONSTRAINT sims_matching_id_check;
ALTER TABLE sims ADD CONSTRAINT sims_matching_id_check CHECK (matching_id ~ '^[0-9A-Z-]{1,255}$');
ALTER TABLE sims ADD CONSTRAINT sims_smdp_address_check CHECK (smdp_address ~ '^[A-Za-z0-9.-]{1,255}$');

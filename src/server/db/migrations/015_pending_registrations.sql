-- Two-step registration (docs/decisions/0044): a registration waits here until
-- the customer opens the link mailed to the address. Only the SHA-256 digest of the link's token is
-- kept; the password is already hashed. The SIM is not taken yet: confirming attaches it.
CREATE TABLE pending_registrations (
  token_hash text PRIMARY KEY,
  email text NOT NULL CHECK (length(email) <= 254),
  password_hash text NOT NULL,
  full_name text NOT NULL,
  purpose_of_use text NOT NULL,
  nationality char(2) NOT NULL,
  gender text NOT NULL,
  date_of_birth date NOT NULL,
  affiliation text NOT NULL DEFAULT '',
  language text NOT NULL CHECK (language IN ('ja', 'en', 'zh', 'tw', 'vi')),
  sim_id integer NOT NULL REFERENCES sims (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX pending_registrations_expires_idx ON pending_registrations (expires_at);

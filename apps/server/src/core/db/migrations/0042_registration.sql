-- Self-registration (issue 32): an account made by /register waits for its e-mail to be confirmed (double
-- opt-in); until then `pending_since` is set and it cannot sign in.
ALTER TABLE users ADD COLUMN IF NOT EXISTS pending_since timestamptz
-- statement
-- The LGPD consent given at registration: the exact text shown, its version (sha256 of the text), when and from where.
CREATE TABLE consent_records (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  consent_text text NOT NULL,
  text_version text NOT NULL,
  accepted_at timestamptz NOT NULL DEFAULT now(),
  ip text NOT NULL DEFAULT ''
)
-- statement
CREATE INDEX consent_records_user ON consent_records (user_id, accepted_at)
-- statement
-- Single-use, expiring confirmation links; only the token's sha256 is stored.
CREATE TABLE registration_confirmations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
)
-- statement
CREATE INDEX registration_confirmations_user ON registration_confirmations (user_id)
-- statement
-- The panel member an account is (a confirmed self-registration joins the panel).
ALTER TABLE respondents ADD COLUMN IF NOT EXISTS user_id uuid REFERENCES users (id) ON DELETE SET NULL
-- statement
CREATE UNIQUE INDEX IF NOT EXISTS respondents_user_unique ON respondents (user_id) WHERE user_id IS NOT NULL

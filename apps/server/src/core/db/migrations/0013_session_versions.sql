-- Sessions end together: every token carries its user's session version; a password reset or
-- "sair de todos os dispositivos" raises it, so every earlier token (and its renewals) stops working.
ALTER TABLE users ADD COLUMN session_version integer NOT NULL DEFAULT 0
-- statement
-- One-time links mailed to the owner of an e-mail locked by wrong passwords: with one, the owner signs in
-- at once despite the lock. Only a SHA-256 of the token is stored.
CREATE TABLE account_unlocks (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
)
-- statement
CREATE INDEX account_unlocks_user ON account_unlocks (user_id)

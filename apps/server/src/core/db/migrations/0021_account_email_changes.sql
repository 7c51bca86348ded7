-- A new e-mail address takes effect only when its owner follows the link mailed to it: the request is kept
-- here with a SHA-256 of the link's token, never the token itself.
CREATE TABLE email_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  new_email text NOT NULL CHECK (new_email = lower(btrim(new_email))),
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
)
-- statement
CREATE INDEX email_changes_user ON email_changes (user_id)

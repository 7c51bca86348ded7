-- Sessions ended by 'Sair' (one device): every token of that sign-in, renewed or not, is refused from then on.
-- A row is needed only until the session could have expired anyway (its maximum age), then it is swept.
CREATE TABLE signed_out_sessions (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  session_id text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, session_id)
)
-- statement
CREATE INDEX signed_out_sessions_expires_at ON signed_out_sessions (expires_at)

-- Users of the platform and the app-wide settings (secrets generated on first start).
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  password_hash text NOT NULL,
  display_name text NOT NULL,
  photo_url text NOT NULL DEFAULT '',
  role text NOT NULL DEFAULT 'user',
  settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  shortcuts jsonb NOT NULL DEFAULT '["calendar","mail","contacts","todo"]'::jsonb,
  usermenu jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT users_email_trimmed CHECK (email = lower(btrim(email)))
)
-- statement
CREATE UNIQUE INDEX users_email_unique ON users (lower(email))
-- statement
CREATE TABLE app_settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
)
-- statement
CREATE TABLE role_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  changed_by uuid REFERENCES users (id) ON DELETE SET NULL,
  old_role text NOT NULL,
  new_role text NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
)

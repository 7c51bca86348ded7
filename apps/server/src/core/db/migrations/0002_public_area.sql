-- Public area: FAQ, site search entries, sample invoices; password resets; push subscriptions.
CREATE TABLE faq_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  question text NOT NULL,
  answer text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
)
-- statement
CREATE TABLE search_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL,
  url text NOT NULL,
  excerpt text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
)
-- statement
CREATE TABLE invoices (
  id text PRIMARY KEY,
  number text NOT NULL,
  issued_on date NOT NULL,
  due_on date NOT NULL,
  from_party jsonb NOT NULL,
  client jsonb NOT NULL,
  services jsonb NOT NULL,
  subtotal numeric(12, 2) NOT NULL,
  tax numeric(12, 2) NOT NULL,
  discount numeric(12, 2) NOT NULL,
  total numeric(12, 2) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
)
-- statement
CREATE TABLE password_resets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
)
-- statement
CREATE INDEX password_resets_user ON password_resets (user_id)
-- statement
CREATE TABLE push_subscriptions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  expiration_time bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
)
-- statement
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id)

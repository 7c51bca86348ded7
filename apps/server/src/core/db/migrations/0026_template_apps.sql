-- The template apps (mail, to-do, contacts, notes, calendar) keep each user's own items: every row has its
-- owner, and a user's requests only ever read or write rows of that owner. A mail sent to a colleague is a
-- second row owned by the colleague, so each mailbox changes on its own.
CREATE TABLE mail_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  folder text NOT NULL CHECK (folder IN ('inbox', 'sent', 'drafts', 'spam', 'trash')),
  sender jsonb NOT NULL,
  recipients jsonb NOT NULL,
  subject text NOT NULL,
  message text NOT NULL,
  is_read boolean NOT NULL DEFAULT false,
  starred boolean NOT NULL DEFAULT false,
  important boolean NOT NULL DEFAULT false,
  labels text[] NOT NULL DEFAULT '{}',
  sent_at timestamptz NOT NULL DEFAULT now()
)
-- statement
CREATE INDEX mail_messages_owner ON mail_messages (owner_id, folder, sent_at DESC)
-- statement
CREATE TABLE todos (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  notes text NOT NULL DEFAULT '',
  start_date timestamptz,
  due_date timestamptz,
  completed boolean NOT NULL DEFAULT false,
  starred boolean NOT NULL DEFAULT false,
  important boolean NOT NULL DEFAULT false,
  deleted boolean NOT NULL DEFAULT false,
  labels text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
)
-- statement
CREATE INDEX todos_owner ON todos (owner_id, created_at)
-- statement
CREATE TABLE contacts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  details jsonb NOT NULL,
  starred boolean NOT NULL DEFAULT false,
  frequent boolean NOT NULL DEFAULT false,
  group_ids text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
)
-- statement
CREATE INDEX contacts_owner ON contacts (owner_id, created_at)
-- statement
CREATE TABLE contact_groups (
  id text NOT NULL,
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (owner_id, id)
)
-- statement
CREATE TABLE notes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  archive boolean NOT NULL DEFAULT false,
  image text NOT NULL DEFAULT '',
  reminder timestamptz,
  checklist jsonb NOT NULL DEFAULT '[]',
  labels text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
)
-- statement
CREATE INDEX notes_owner ON notes (owner_id, created_at DESC)
-- statement
CREATE TABLE note_labels (
  id text NOT NULL,
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  handle text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (owner_id, id)
)
-- statement
CREATE TABLE calendar_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  all_day boolean NOT NULL DEFAULT false,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  description text NOT NULL DEFAULT '',
  CHECK (ends_at >= starts_at)
)
-- statement
CREATE INDEX calendar_events_owner ON calendar_events (owner_id, starts_at)

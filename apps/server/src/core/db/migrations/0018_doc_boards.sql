-- Study boards (/apps/documents): lists of cards with members, labels, checklists, attachments and a
-- comment/activity log. Cards and lists are rows with a position, so a card is in exactly one list however
-- many moves run at once; moves lock the board row (SELECT ... FOR UPDATE) and renumber under that lock.
CREATE TABLE docs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  uri text NOT NULL,
  color text NOT NULL DEFAULT '',
  card_cover_images boolean NOT NULL DEFAULT true,
  tags jsonb NOT NULL DEFAULT '[]'::jsonb,
  categories jsonb NOT NULL DEFAULT '[]'::jsonb,
  labels jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Soft delete: restorable for 30 days, purged after.
  deleted_at timestamptz
)
-- statement
CREATE TABLE doc_members (
  doc_id uuid NOT NULL REFERENCES docs (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subscribed boolean NOT NULL DEFAULT false,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (doc_id, user_id)
)
-- statement
CREATE INDEX doc_members_user ON doc_members (user_id)
-- statement
CREATE TABLE doc_lists (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  doc_id uuid NOT NULL REFERENCES docs (id) ON DELETE CASCADE,
  name text NOT NULL,
  position integer NOT NULL
)
-- statement
CREATE INDEX doc_lists_doc ON doc_lists (doc_id, position)
-- statement
CREATE TABLE doc_cards (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  doc_id uuid NOT NULL REFERENCES docs (id) ON DELETE CASCADE,
  list_id uuid NOT NULL REFERENCES doc_lists (id) ON DELETE CASCADE,
  position integer NOT NULL,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  id_members jsonb NOT NULL DEFAULT '[]'::jsonb,
  id_labels jsonb NOT NULL DEFAULT '[]'::jsonb,
  checklists jsonb NOT NULL DEFAULT '[]'::jsonb,
  due timestamptz,
  id_attachment_cover uuid,
  -- Every saved edit adds one: an edit made on an older revision is refused (409), never silently lost.
  revision integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
)
-- statement
CREATE INDEX doc_cards_list ON doc_cards (list_id, position)
-- statement
CREATE INDEX doc_cards_doc ON doc_cards (doc_id)
-- statement
-- Bytes live in the file storage (core/files) under storage_key; the row says whose and what they are.
CREATE TABLE doc_attachments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  doc_id uuid NOT NULL REFERENCES docs (id) ON DELETE CASCADE,
  card_id uuid NOT NULL REFERENCES doc_cards (id) ON DELETE CASCADE,
  name text NOT NULL,
  storage_key text NOT NULL,
  content_type text NOT NULL,
  size_bytes bigint NOT NULL,
  uploaded_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
)
-- statement
CREATE INDEX doc_attachments_card ON doc_attachments (card_id)
-- statement
CREATE TABLE doc_activities (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  doc_id uuid NOT NULL REFERENCES docs (id) ON DELETE CASCADE,
  card_id uuid NOT NULL REFERENCES doc_cards (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('comment', 'attachment')),
  member_id uuid REFERENCES users (id) ON DELETE SET NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
)
-- statement
CREATE INDEX doc_activities_card ON doc_activities (card_id, created_at)

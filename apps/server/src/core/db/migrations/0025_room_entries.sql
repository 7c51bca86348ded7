-- What is said and marked around a session: backroom chat, private notes to the moderator, bookmarks,
-- sections, reactions, webinar questions. Kept so a late observer reads the backroom so far.
CREATE TABLE room_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  room_id uuid NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
  member_id uuid REFERENCES room_members (id) ON DELETE SET NULL,
  kind text NOT NULL CHECK (kind IN ('backroom', 'note', 'bookmark', 'section', 'reaction', 'question')),
  text text NOT NULL,
  at_ms integer NOT NULL DEFAULT 0,
  author text NOT NULL,
  seat text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
)
-- statement
CREATE INDEX room_entries_room ON room_entries (room_id, created_at)

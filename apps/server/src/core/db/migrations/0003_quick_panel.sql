-- The quick panel's events and notes (spec point 3), each owned by one user.
CREATE TABLE quick_panel_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('event', 'note')),
  title text NOT NULL,
  detail text NOT NULL DEFAULT '',
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
)
-- statement
CREATE INDEX quick_panel_entries_user ON quick_panel_entries (user_id, kind, position)

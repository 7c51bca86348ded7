-- The moderated Q&A of a room: a question waits ('pending') for a moderator, who shows it to the room
-- ('approved'), drops it ('rejected') or answers it ('answered', shown with its answer).
CREATE TABLE room_questions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  room_id uuid NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
  member_id uuid REFERENCES room_members (id) ON DELETE SET NULL,
  author text NOT NULL,
  seat text NOT NULL,
  text text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'answered')),
  answer text,
  decided_by text,
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
)
-- statement
CREATE INDEX room_questions_room ON room_questions (room_id, created_at)
-- statement
-- Recordings made in a moderator's browser: parts arrive while it records, joined into one file at the stop.
CREATE TABLE room_recordings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  room_id uuid NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
  started_by uuid REFERENCES users (id) ON DELETE SET NULL,
  started_by_name text NOT NULL,
  status text NOT NULL DEFAULT 'recording' CHECK (status IN ('recording', 'ready')),
  started_at timestamptz NOT NULL DEFAULT now(),
  stopped_at timestamptz,
  file_key text,
  size bigint,
  content_type text
)
-- statement
CREATE INDEX room_recordings_room ON room_recordings (room_id, started_at)
-- statement
-- One recording at a time per room: a repeated start finds the running one.
CREATE UNIQUE INDEX room_recordings_running ON room_recordings (room_id) WHERE status = 'recording'
-- statement
CREATE TABLE room_recording_parts (
  recording_id uuid NOT NULL REFERENCES room_recordings (id) ON DELETE CASCADE,
  seq integer NOT NULL CHECK (seq >= 0),
  file_key text NOT NULL,
  size integer NOT NULL,
  PRIMARY KEY (recording_id, seq)
)

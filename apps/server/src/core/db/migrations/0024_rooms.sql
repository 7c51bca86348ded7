-- Focus groups, in-depth interviews, webinars and meetings: a room and who sits in it. A member is a staff
-- user (moderator, observer), a panel respondent (participant) or a guest observer who comes by link.
CREATE TABLE rooms (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('focus_group', 'in_depth', 'webinar', 'meeting')),
  title text NOT NULL,
  starts_at timestamptz NOT NULL,
  duration_minutes integer NOT NULL CHECK (duration_minutes > 0),
  campaign_id uuid REFERENCES campaigns (id) ON DELETE SET NULL,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
)
-- statement
CREATE INDEX rooms_starts ON rooms (starts_at DESC, id)
-- statement
CREATE TABLE room_members (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  room_id uuid NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
  seat text NOT NULL,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  respondent_id uuid REFERENCES respondents (id) ON DELETE CASCADE,
  display_name text NOT NULL,
  -- Set once a moderator lets a participant in; a rejoin after a dropped connection needs no new admission.
  admitted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
)
-- statement
CREATE INDEX room_members_room ON room_members (room_id)
-- statement
CREATE UNIQUE INDEX room_members_user ON room_members (room_id, user_id) WHERE user_id IS NOT NULL
-- statement
CREATE UNIQUE INDEX room_members_respondent ON room_members (room_id, respondent_id) WHERE respondent_id IS NOT NULL

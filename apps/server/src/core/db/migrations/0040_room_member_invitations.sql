-- When a room's participant was sent its link by e-mail (a mailing template): each is written to once.
ALTER TABLE room_members ADD COLUMN invited_at timestamptz

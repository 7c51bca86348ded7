-- Recordings made by Janus (rooms' SFU mode): one file per stream, mixed by a worker after the stop.
ALTER TABLE room_recordings ADD COLUMN source text NOT NULL DEFAULT 'browser' CHECK (source IN ('browser', 'janus'))
-- statement
ALTER TABLE room_recordings ADD COLUMN failure text
-- statement
ALTER TABLE room_recordings DROP CONSTRAINT room_recordings_status_check
-- statement
ALTER TABLE room_recordings ADD CONSTRAINT room_recordings_status_check
  CHECK (status IN ('recording', 'processing', 'ready', 'failed'))

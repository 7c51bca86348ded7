-- Interviews completed on a device with no connection keep the device's start and end (when they were
-- collected); synced_at says when the server received them, so the dashboards can tell the two apart.
ALTER TABLE responses ADD COLUMN collected_offline boolean NOT NULL DEFAULT false
-- statement
ALTER TABLE responses ADD COLUMN synced_at timestamptz
-- statement
-- Where the interview happened, only when the respondent consented: { latitude, longitude, accuracy }.
ALTER TABLE responses ADD COLUMN location jsonb

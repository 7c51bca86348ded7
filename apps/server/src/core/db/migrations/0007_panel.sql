-- Respondent panel: when consent was given and when the respondent opted out (an opted-out respondent is
-- never invited again; invitations.service refuses them).
ALTER TABLE respondents ADD COLUMN IF NOT EXISTS consent_at timestamptz
-- statement
ALTER TABLE respondents ADD COLUMN IF NOT EXISTS opted_out_at timestamptz
-- statement
UPDATE respondents SET consent_at = created_at WHERE consent AND consent_at IS NULL
-- statement
UPDATE respondents SET opted_out_at = updated_at WHERE opted_out AND opted_out_at IS NULL
-- statement
CREATE INDEX IF NOT EXISTS respondents_name ON respondents (name, id)
-- statement
CREATE INDEX IF NOT EXISTS invitations_respondent ON invitations (respondent_id)
-- statement
CREATE INDEX IF NOT EXISTS responses_respondent ON responses (respondent_id) WHERE respondent_id IS NOT NULL

-- One invitation = at most one response, ever; a signed-in user answers a campaign at most once unless the
-- campaign allows more; a campaign is offered to signed-in users only when opened to the public panel.
--
-- Before the unique index: an invitation whose link was used again (a second response from a new browser)
-- keeps its first finished response, else its oldest; the others keep their respondent but lose the
-- invitation link (they stay in the data, so nothing is lost, and the index can be built).
WITH ranked AS (
  SELECT id, row_number() OVER (
    PARTITION BY invitation_id
    ORDER BY (deleted_at IS NULL) DESC, (status <> 'partial') DESC, completed_at NULLS LAST, started_at, id
  ) AS n
  FROM responses WHERE invitation_id IS NOT NULL
)
UPDATE responses r SET invitation_id = NULL FROM ranked WHERE r.id = ranked.id AND ranked.n > 1
-- statement
CREATE UNIQUE INDEX responses_one_per_invitation ON responses (invitation_id) WHERE invitation_id IS NOT NULL
-- statement
DROP INDEX IF EXISTS responses_owner_invitation
-- statement
ALTER TABLE campaigns ADD COLUMN is_open_to_panel boolean NOT NULL DEFAULT false
-- statement
ALTER TABLE campaigns ADD COLUMN one_response_per_user boolean NOT NULL DEFAULT true
-- statement
-- The user a response holds the campaign's one place for: its user_id when the campaign takes one response
-- per signed-in user, else null (a partial unique index cannot read the campaign's setting itself).
ALTER TABLE responses ADD COLUMN once_user_id uuid REFERENCES users (id) ON DELETE SET NULL
-- statement
WITH ranked AS (
  SELECT id, user_id, row_number() OVER (
    PARTITION BY campaign_id, user_id
    ORDER BY (deleted_at IS NULL) DESC, (status <> 'partial') DESC, completed_at NULLS LAST, started_at, id
  ) AS n
  FROM responses WHERE user_id IS NOT NULL AND NOT is_interview
)
UPDATE responses r SET once_user_id = ranked.user_id FROM ranked WHERE r.id = ranked.id AND ranked.n = 1
-- statement
CREATE UNIQUE INDEX responses_once_per_user ON responses (campaign_id, once_user_id)
  WHERE once_user_id IS NOT NULL
-- statement
-- "Was this signed-in user invited to the campaign?" is asked by e-mail.
CREATE INDEX IF NOT EXISTS invitations_campaign_respondent ON invitations (campaign_id, respondent_id)

-- Survey core: questionnaires and their frozen versions, campaigns, targets (quotas), respondents,
-- invitations, responses and the audit trail of corrections.
CREATE TABLE surveys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  handle text NOT NULL,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  category text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published', 'closed')),
  is_archived boolean NOT NULL DEFAULT false,
  schema jsonb NOT NULL,
  revision integer NOT NULL DEFAULT 1,
  published_version integer,
  has_draft_changes boolean NOT NULL DEFAULT true,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
)
-- statement
CREATE INDEX surveys_listing ON surveys (is_archived, updated_at DESC)
-- statement
CREATE TABLE survey_versions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  survey_id uuid NOT NULL REFERENCES surveys (id) ON DELETE CASCADE,
  version integer NOT NULL,
  schema jsonb NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now(),
  published_by uuid REFERENCES users (id) ON DELETE SET NULL,
  UNIQUE (survey_id, version)
)
-- statement
CREATE TABLE campaigns (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  survey_id uuid NOT NULL REFERENCES surveys (id) ON DELETE RESTRICT,
  name text NOT NULL,
  mode text NOT NULL DEFAULT 'web' CHECK (mode IN ('web', 'interview', 'both')),
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'fielding', 'paused', 'closed')),
  opens_at timestamptz,
  closes_at timestamptz,
  share_token text NOT NULL UNIQUE,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
)
-- statement
CREATE INDEX campaigns_survey ON campaigns (survey_id)
-- statement
CREATE TABLE targets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  campaign_id uuid NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  name text NOT NULL,
  condition text NOT NULL DEFAULT '',
  goal integer NOT NULL CHECK (goal >= 1),
  completes integer NOT NULL DEFAULT 0 CHECK (completes >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
)
-- statement
CREATE INDEX targets_campaign ON targets (campaign_id)
-- statement
CREATE TABLE respondents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL DEFAULT '',
  attributes jsonb NOT NULL DEFAULT '{}'::jsonb,
  consent boolean NOT NULL DEFAULT false,
  opted_out boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
)
-- statement
CREATE UNIQUE INDEX respondents_email_unique ON respondents (lower(email))
-- statement
CREATE TABLE invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  campaign_id uuid NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  respondent_id uuid NOT NULL REFERENCES respondents (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'queued'
    CHECK (status IN ('queued', 'sent', 'opened', 'started', 'completed', 'failed', 'bounced')),
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  opened_at timestamptz,
  started_at timestamptz,
  completed_at timestamptz
)
-- statement
CREATE INDEX invitations_campaign ON invitations (campaign_id, created_at)
-- statement
CREATE TABLE responses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  campaign_id uuid NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  survey_version_id uuid NOT NULL REFERENCES survey_versions (id) ON DELETE RESTRICT,
  respondent_id uuid REFERENCES respondents (id) ON DELETE SET NULL,
  invitation_id uuid REFERENCES invitations (id) ON DELETE SET NULL,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  interviewer_id uuid REFERENCES users (id) ON DELETE SET NULL,
  is_interview boolean NOT NULL DEFAULT false,
  respondent_name text,
  answers jsonb NOT NULL DEFAULT '{}'::jsonb,
  current_page integer NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'partial'
    CHECK (status IN ('partial', 'complete', 'screened_out', 'over_quota')),
  -- Targets this complete response was counted toward (a soft delete gives the counts back).
  target_ids uuid[] NOT NULL DEFAULT '{}',
  started_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  duration_seconds integer,
  idempotency_key uuid,
  resume_token_hash text NOT NULL UNIQUE,
  deleted_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
)
-- statement
CREATE UNIQUE INDEX responses_idempotency ON responses (campaign_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL
-- statement
CREATE INDEX responses_campaign_listing ON responses (campaign_id, started_at DESC) WHERE deleted_at IS NULL
-- statement
CREATE INDEX responses_campaign_export ON responses (campaign_id, status, id) WHERE deleted_at IS NULL
-- statement
CREATE INDEX responses_owner_user ON responses (campaign_id, user_id) WHERE status = 'partial'
-- statement
CREATE INDEX responses_owner_invitation ON responses (invitation_id) WHERE invitation_id IS NOT NULL
-- statement
CREATE TABLE response_audit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  response_id uuid NOT NULL REFERENCES responses (id) ON DELETE CASCADE,
  changed_by uuid REFERENCES users (id) ON DELETE SET NULL,
  changed_at timestamptz NOT NULL DEFAULT now(),
  field text NOT NULL,
  old_value jsonb,
  new_value jsonb,
  reason text NOT NULL
)
-- statement
CREATE INDEX response_audit_response ON response_audit (response_id, changed_at)

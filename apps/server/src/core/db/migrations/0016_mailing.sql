-- Mailing: e-mail templates with their saved versions, jobs (a template version × a campaign × recipients),
-- each recipient's delivery, and who started, paused, resumed or cancelled a job.
CREATE TABLE mail_templates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('convite', 'lembrete', 'agradecimento', 'livre')),
  current_version integer NOT NULL DEFAULT 1,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
)
-- statement
CREATE TABLE mail_template_versions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  template_id uuid NOT NULL REFERENCES mail_templates (id) ON DELETE CASCADE,
  version integer NOT NULL,
  subject text NOT NULL,
  body_html text NOT NULL,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (template_id, version)
)
-- statement
CREATE TABLE mailing_jobs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  template_version_id uuid NOT NULL REFERENCES mail_template_versions (id) ON DELETE RESTRICT,
  campaign_id uuid NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  audience jsonb NOT NULL,
  deadline text NOT NULL DEFAULT '',
  status text NOT NULL CHECK (status IN ('scheduled', 'running', 'paused', 'cancelled', 'done')),
  rate_per_minute integer,
  scheduled_at timestamptz,
  -- The process sending the job holds it until lease_until; a new holder marks the old one's sends in doubt.
  lease_owner text,
  lease_until timestamptz,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
)
-- statement
CREATE INDEX mailing_jobs_status ON mailing_jobs (status, created_at)
-- statement
CREATE TABLE mailing_recipients (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  job_id uuid NOT NULL REFERENCES mailing_jobs (id) ON DELETE CASCADE,
  respondent_id uuid REFERENCES respondents (id) ON DELETE SET NULL,
  name text NOT NULL,
  email text NOT NULL,
  -- 'sending' is written before the SMTP conversation starts: a recipient found so by a new holder is in doubt.
  status text NOT NULL DEFAULT 'queued'
    CHECK (status IN ('queued', 'sending', 'sent', 'failed', 'bounced', 'in-doubt', 'cancelled')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  message_id text NOT NULL,
  invitation_id uuid,
  error text,
  attempted_at timestamptz,
  sent_at timestamptz
)
-- statement
CREATE UNIQUE INDEX mailing_recipients_email ON mailing_recipients (job_id, lower(email))
-- statement
CREATE INDEX mailing_recipients_due ON mailing_recipients (job_id, status, next_attempt_at)
-- statement
CREATE TABLE mailing_job_audit (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  job_id uuid NOT NULL REFERENCES mailing_jobs (id) ON DELETE CASCADE,
  action text NOT NULL,
  actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
  at timestamptz NOT NULL DEFAULT now()
)
-- statement
-- The panel remembers a permanent SMTP refusal and where an opt-out came from (the e-mail link, the staff).
ALTER TABLE respondents ADD COLUMN IF NOT EXISTS bounced_at timestamptz
-- statement
ALTER TABLE respondents ADD COLUMN IF NOT EXISTS opted_out_source text

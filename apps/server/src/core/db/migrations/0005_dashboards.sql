-- Dashboard aggregates: generic counters per campaign, kept in the response's transaction.
-- scope: '' (whole campaign), 'd:YYYY-MM-DD' (day of completion, America/Sao_Paulo), 't:<targetId>'.
-- metric/k1/k2: see modules/dashboards/contributions.ts. n = count, s = sum (durations, numeric answers).
CREATE TABLE dash_counters (
  campaign_id uuid NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  scope text NOT NULL,
  metric text NOT NULL,
  k1 text NOT NULL,
  k2 text NOT NULL,
  n bigint NOT NULL DEFAULT 0,
  s double precision NOT NULL DEFAULT 0,
  PRIMARY KEY (campaign_id, scope, metric, k1, k2)
)
-- statement
-- What each response currently contributes (so a correction or delete subtracts exactly that).
CREATE TABLE dash_response_state (
  response_id uuid PRIMARY KEY REFERENCES responses (id) ON DELETE CASCADE,
  campaign_id uuid NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  entries jsonb NOT NULL DEFAULT '{}'::jsonb
)
-- statement
CREATE INDEX responses_campaign_latest ON responses (campaign_id, completed_at DESC)
  WHERE deleted_at IS NULL AND completed_at IS NOT NULL
-- statement
CREATE INDEX dash_counters_interviewers ON dash_counters (k1) WHERE scope = '' AND metric IN ('iv', 'ivdur')

-- Dashboard counters are no longer updated inside a response's transaction (every submit of a campaign
-- queued on them): the transaction only appends the response's id here, and a folder in each server
-- process turns batches of these rows into counter deltas (modules/dashboards/fold.ts).
CREATE TABLE dash_changes (
  id bigserial PRIMARY KEY,
  response_id uuid NOT NULL,
  campaign_id uuid NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT clock_timestamp()
)

-- A running report job beats every few seconds; a report 'running' without a recent beat was left by a
-- process that died (SIGKILL, power loss) and is handed back to the queue at once, not after its expiry.
ALTER TABLE reports ADD COLUMN heartbeat_at timestamptz
-- statement
CREATE INDEX reports_running ON reports (heartbeat_at) WHERE status = 'running'

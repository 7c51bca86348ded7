-- Campaign-wide dashboard counters were rows every response of a campaign updates inside its transaction,
-- so one campaign's submits queued on them. Each transaction now adds to one of several shards of a
-- counter (chosen at random), and reads sum the shards.
ALTER TABLE dash_counters ADD COLUMN shard smallint NOT NULL DEFAULT 0
-- statement
ALTER TABLE dash_counters DROP CONSTRAINT dash_counters_pkey
-- statement
ALTER TABLE dash_counters ADD PRIMARY KEY (campaign_id, scope, metric, k1, k2, shard)

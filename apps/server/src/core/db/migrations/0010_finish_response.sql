-- Ending a response is one statement: the response (only while it is still partial), the dashboards' change
-- log, its invitation and the targets it counts in, together. A full target raises PQ001 and the whole
-- statement rolls back, so nothing is kept. One round trip means a target's row lock is held only inside
-- the database, from its conditional UPDATE to the commit, never while the server's event loop is busy.
CREATE FUNCTION finish_response(p_id uuid, p_status text, p_answers jsonb, p_key uuid, p_target_ids uuid[])
RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  v_campaign uuid;
  v_invitation uuid;
  v_counted integer;
BEGIN
  UPDATE responses SET status = p_status, answers = p_answers, idempotency_key = p_key, target_ids = p_target_ids,
    completed_at = now(), duration_seconds = GREATEST(0, EXTRACT(EPOCH FROM now() - started_at))::int,
    updated_at = now()
   WHERE id = p_id AND status = 'partial' AND deleted_at IS NULL
  RETURNING campaign_id, invitation_id INTO v_campaign, v_invitation;
  IF NOT FOUND THEN
    RETURN false;
  END IF;
  INSERT INTO dash_changes (response_id, campaign_id) VALUES (p_id, v_campaign);
  IF v_invitation IS NOT NULL THEN
    UPDATE invitations SET status = 'completed', completed_at = COALESCE(completed_at, now())
     WHERE id = v_invitation AND status IN ('queued', 'sent', 'opened', 'started');
  END IF;
  -- Last: PostgreSQL re-checks completes < goal on the locked, latest row, so no goal is ever passed.
  IF cardinality(p_target_ids) > 0 THEN
    UPDATE targets SET completes = completes + 1 WHERE id = ANY (p_target_ids) AND completes < goal;
    GET DIAGNOSTICS v_counted = ROW_COUNT;
    IF v_counted < cardinality(p_target_ids) THEN
      RAISE EXCEPTION 'quota_full' USING ERRCODE = 'PQ001';
    END IF;
  END IF;
  RETURN true;
END
$$

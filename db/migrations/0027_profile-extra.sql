-- Profile area (decisions 073–075), hand-written.
-- The consent log is append-only: every consent given or withdrawn stays as it was recorded.
-- Only the erasure of the user (the cascade from users) removes their rows.
CREATE OR REPLACE FUNCTION consent_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'consent_events is append-only' USING ERRCODE = 'PA003';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER consent_events_no_change
  BEFORE UPDATE OR DELETE ON consent_events
  FOR EACH ROW EXECUTE FUNCTION consent_events_append_only();

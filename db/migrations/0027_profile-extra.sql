-- Profile area (decisions 073–075), hand-written.
-- The consent log is append-only: every consent given or withdrawn stays as it was recorded.
CREATE OR REPLACE FUNCTION consent_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'consent_events is append-only' USING ERRCODE = 'PA003';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER consent_events_no_change
  BEFORE UPDATE OR DELETE ON consent_events
  FOR EACH ROW EXECUTE FUNCTION consent_events_append_only();

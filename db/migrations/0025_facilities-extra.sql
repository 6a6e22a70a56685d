-- Facility subscriptions: at most 10 per user (spec 3 §4, §9), held under concurrency. The
-- trigger locks the user's row first, so racing subscribes of one user run one after another and
-- each sees the others' committed rows; the 11th is refused with check_violation and the
-- constraint name facility_subscriptions_limit (decision 052).
CREATE OR REPLACE FUNCTION facility_subscriptions_limit() RETURNS trigger AS $$
BEGIN
  PERFORM 1 FROM users WHERE id = NEW.user_id FOR NO KEY UPDATE;
  IF EXISTS (SELECT 1 FROM facility_subscriptions WHERE user_id = NEW.user_id AND facility_id = NEW.facility_id) THEN
    RETURN NEW; -- already subscribed: the insert's ON CONFLICT keeps it a no-op
  END IF;
  IF (SELECT count(*) FROM facility_subscriptions WHERE user_id = NEW.user_id) >= 10 THEN
    RAISE EXCEPTION 'at most 10 facility subscriptions per user'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'facility_subscriptions_limit';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER facility_subscriptions_limit BEFORE INSERT ON facility_subscriptions
  FOR EACH ROW EXECUTE FUNCTION facility_subscriptions_limit();

-- Account administration (decision 046): while a customer has users, one of them is an owner.
-- Removing or demoting an owner locks the customer row first, then looks at the others with a
-- fresh snapshot: two concurrent removals of the last two owners cannot both pass. A customer
-- being deleted (cascade) is not checked; the very last user may leave (nobody is left without an
-- owner). SQLSTATE PA001 is mapped to a 409 by lib/account.
CREATE FUNCTION customer_users_keep_last_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.profile <> 'owner' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.profile = 'owner' AND NEW.customer_id = OLD.customer_id THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM customers WHERE id = OLD.customer_id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM customer_users WHERE customer_id = OLD.customer_id AND profile = 'owner')
     AND EXISTS (SELECT 1 FROM customer_users WHERE customer_id = OLD.customer_id) THEN
    RAISE EXCEPTION 'customer % would have no owner', OLD.customer_id USING ERRCODE = 'PA001';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER customer_users_keep_last_owner
  AFTER UPDATE OR DELETE ON customer_users
  FOR EACH ROW EXECUTE FUNCTION customer_users_keep_last_owner();
--> statement-breakpoint
-- A delivery assurance cannot be written against a removed (inactive) delivery address (decision
-- 047). FOR SHARE waits for a concurrent removal, which locks the address FOR UPDATE.
CREATE FUNCTION delivery_assurances_active_address() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  is_active boolean;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.delivery_address_id = OLD.delivery_address_id THEN
    RETURN NEW;
  END IF;
  SELECT active INTO is_active FROM delivery_addresses WHERE id = NEW.delivery_address_id FOR SHARE;
  IF is_active IS DISTINCT FROM true THEN
    RAISE EXCEPTION 'delivery address % is removed', NEW.delivery_address_id USING ERRCODE = 'PA002';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER delivery_assurances_active_address
  BEFORE INSERT OR UPDATE ON delivery_assurances
  FOR EACH ROW EXECUTE FUNCTION delivery_assurances_active_address();

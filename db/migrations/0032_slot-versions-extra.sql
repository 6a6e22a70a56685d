-- Decision 095: the slot calendar's version. Every change that can change a group's free slots
-- (a reservation inserted, updated in its status/time/resource, deleted or truncated; a resource
-- added, changed or removed; its opening hours edited) sets the version of the resource's row in
-- slot_versions to the next value of ONE sequence, in the same transaction. A bump replaces a
-- row's value with a greater one and rows are never deleted, so the SUM of a group's rows grows
-- with every commit that touches them (max() would not: a transaction holding an earlier value
-- may commit after one holding a later value), and an app instance can reuse a calendar it
-- computed while that sum is unchanged (one indexed read). The new value of an existing row is
-- drawn AFTER its row lock is held (DO UPDATE SET version = nextval), so it is greater than the
-- value committed before it. Rows are upserted in key order (multi-row statements lock alike).
CREATE SEQUENCE slot_version_seq;
--> statement-breakpoint
INSERT INTO slot_versions (resource_id, resource_group_id, version)
  SELECT id, resource_group_id, nextval('slot_version_seq') FROM (SELECT id, resource_group_id FROM resources ORDER BY id) r;
--> statement-breakpoint
CREATE FUNCTION slot_versions_reservations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO slot_versions (resource_id, resource_group_id, version)
      SELECT resource_id, resource_group_id, nextval('slot_version_seq')
      FROM (SELECT DISTINCT resource_id, resource_group_id FROM new_rows ORDER BY 1, 2) c
      ON CONFLICT (resource_id, resource_group_id) DO UPDATE SET version = nextval('slot_version_seq');
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO slot_versions (resource_id, resource_group_id, version)
      SELECT resource_id, resource_group_id, nextval('slot_version_seq')
      FROM (SELECT DISTINCT resource_id, resource_group_id FROM old_rows ORDER BY 1, 2) c
      ON CONFLICT (resource_id, resource_group_id) DO UPDATE SET version = nextval('slot_version_seq');
  ELSE
    INSERT INTO slot_versions (resource_id, resource_group_id, version)
      SELECT resource_id, resource_group_id, nextval('slot_version_seq')
      FROM (
        SELECT o.resource_id, o.resource_group_id FROM old_rows o JOIN new_rows n ON n.id = o.id
          WHERE (o.status, o.starts_at, o.ends_at, o.resource_id, o.resource_group_id)
            IS DISTINCT FROM (n.status, n.starts_at, n.ends_at, n.resource_id, n.resource_group_id)
        UNION
        SELECT n.resource_id, n.resource_group_id FROM old_rows o JOIN new_rows n ON n.id = o.id
          WHERE (o.status, o.starts_at, o.ends_at, o.resource_id, o.resource_group_id)
            IS DISTINCT FROM (n.status, n.starts_at, n.ends_at, n.resource_id, n.resource_group_id)
        ORDER BY 1, 2
      ) c
      ON CONFLICT (resource_id, resource_group_id) DO UPDATE SET version = nextval('slot_version_seq');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER slot_versions_reservations_insert AFTER INSERT ON reservations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION slot_versions_reservations();
--> statement-breakpoint
CREATE TRIGGER slot_versions_reservations_update AFTER UPDATE ON reservations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION slot_versions_reservations();
--> statement-breakpoint
CREATE TRIGGER slot_versions_reservations_delete AFTER DELETE ON reservations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION slot_versions_reservations();
--> statement-breakpoint
CREATE FUNCTION slot_versions_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE slot_versions s SET version = nextval('slot_version_seq')
    FROM (SELECT resource_id, resource_group_id FROM slot_versions ORDER BY 1, 2 FOR UPDATE) k
    WHERE s.resource_id = k.resource_id AND s.resource_group_id = k.resource_group_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER slot_versions_reservations_truncate AFTER TRUNCATE ON reservations
  FOR EACH STATEMENT EXECUTE FUNCTION slot_versions_all();
--> statement-breakpoint
CREATE FUNCTION slot_versions_bump(resource integer, grp integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO slot_versions (resource_id, resource_group_id, version) VALUES (resource, grp, nextval('slot_version_seq'))
  ON CONFLICT (resource_id, resource_group_id) DO UPDATE SET version = nextval('slot_version_seq')
$$;
--> statement-breakpoint
CREATE FUNCTION slot_versions_resources() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM slot_versions_bump(OLD.id, OLD.resource_group_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM slot_versions_bump(NEW.id, NEW.resource_group_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER slot_versions_resources AFTER INSERT OR UPDATE OR DELETE ON resources
  FOR EACH ROW EXECUTE FUNCTION slot_versions_resources();
--> statement-breakpoint
CREATE FUNCTION slot_versions_opening_hours() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM slot_versions_bump(r.id, r.resource_group_id) FROM resources r WHERE r.id = OLD.resource_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM slot_versions_bump(r.id, r.resource_group_id) FROM resources r WHERE r.id = NEW.resource_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER slot_versions_opening_hours AFTER INSERT OR UPDATE OR DELETE ON resource_opening_hours
  FOR EACH ROW EXECUTE FUNCTION slot_versions_opening_hours();

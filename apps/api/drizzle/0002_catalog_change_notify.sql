-- Any change to bikes or rentals tells every listening server process, at commit, that the bike list
-- it may have cached is out of date (docs/decisions/004-bike-list-cache.md).
CREATE OR REPLACE FUNCTION notify_catalog_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bond_catalog_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "bikes_notify_catalog_change" AFTER INSERT OR UPDATE OR DELETE ON "bikes"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change();
--> statement-breakpoint
CREATE TRIGGER "rentals_notify_catalog_change" AFTER INSERT OR UPDATE OR DELETE ON "rentals"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change();

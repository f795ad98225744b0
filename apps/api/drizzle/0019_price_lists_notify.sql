-- A visitor's quote is priced from what each server process keeps of the price lists, the bikes and the
-- rentals (docs/decisions/039-quotes-from-the-catalogue-cache.md): a change to the price rules, add-ons,
-- coupons, the add-ons rentals hold or the refunds (a cancellation's refund gives a coupon's use back) tells
-- every listening process at commit, as bikes and rentals already do (migration 0002).
CREATE TRIGGER "price_rules_notify_catalog_change" AFTER INSERT OR UPDATE OR DELETE ON "price_rules"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change();
--> statement-breakpoint
CREATE TRIGGER "add_ons_notify_catalog_change" AFTER INSERT OR UPDATE OR DELETE ON "add_ons"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change();
--> statement-breakpoint
CREATE TRIGGER "coupons_notify_catalog_change" AFTER INSERT OR UPDATE OR DELETE ON "coupons"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change();
--> statement-breakpoint
CREATE TRIGGER "rental_add_ons_notify_catalog_change" AFTER INSERT OR UPDATE OR DELETE ON "rental_add_ons"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change();
--> statement-breakpoint
CREATE TRIGGER "refunds_notify_catalog_change" AFTER INSERT OR UPDATE OR DELETE ON "refunds"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change();

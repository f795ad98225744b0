-- docs/product/fleet-calendar.md#closures: the whole shop shut for a period. Closures never overlap (an
-- exclusion constraint on the period each keeps: to its end, or to when it was ended early). No open booking
-- of any bike overlaps a closure, whichever bike and whenever it was added: the rule spans every bike, so it
-- is kept under one shop-wide advisory lock (class 7310, key 0). A closure takes it exclusively and a booking
-- shared (bookings of different bikes do not wait for each other, only for a closure being made), so a
-- closure and a booking are made one after the other, and the second's check, a statement after the lock,
-- sees what the first committed. A booking that meets a closure is refused as one that meets another booking
-- (`rentals_no_overlap`); the API then names the closure.
CREATE TABLE "shop_closures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by" uuid,
	CONSTRAINT "shop_closures_reason_check" CHECK (reason in ('hartal', 'eid', 'holiday', 'shutdown', 'other')),
	CONSTRAINT "shop_closures_end_after_start" CHECK ("shop_closures"."end_time" > "shop_closures"."start_time")
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_subject_check";--> statement-breakpoint
ALTER TABLE "shop_closures" ADD CONSTRAINT "shop_closures_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_closures" ADD CONSTRAINT "shop_closures_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_closures_start_idx" ON "shop_closures" USING btree ("start_time");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK (action in ('bike.created', 'bike.updated', 'bike.retired', 'bike.blocked', 'bike.block_ended', 'shop.closed', 'shop.closure_ended', 'user.promoted', 'user.role_changed', 'user.created', 'user.deactivated', 'rental.returned', 'rental.cancelled', 'rental.no_show', 'rental.booked_at_counter', 'rental.payment_link_sent', 'rental.handed_over', 'rental.moved', 'refund.refunded', 'payment.accepted', 'payment.refused', 'payment.received', 'till.opened', 'till.closed', 'add_on.created', 'add_on.updated', 'price_rule.created', 'price_rule.updated', 'coupon.created', 'coupon.updated', 'shop_settings.updated', 'charge_item.created', 'charge_item.updated', 'rider.document_added', 'rider.document_viewed', 'rider.approved', 'rider.rejected', 'rider.documents_deleted'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_subject_check" CHECK (subject_type in ('bike', 'user', 'rental', 'refund', 'payment', 'add_on', 'price_rule', 'coupon', 'till', 'shop_settings', 'charge_item', 'closure'));--> statement-breakpoint
ALTER TABLE "shop_closures" ADD CONSTRAINT "shop_closures_no_overlap" EXCLUDE USING gist (
  bike_block_period("start_time", "end_time", "ended_at") WITH &&
);--> statement-breakpoint
-- A closure made or moved: no open booking of any bike may overlap it (bookings that hold their period: paid,
-- or waiting for the advance within their hold, as db/rental-states.ts says). Its period is a block's
-- (migration 0027's bike_block_period: empty once ended before it began).
CREATE FUNCTION shop_closure_meets_no_booking() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7310, 0);
  IF EXISTS (
    SELECT 1 FROM rentals r
    WHERE (r.status = 'booked' OR (r.status = 'pending' AND r.hold_expires_at > now()))
      AND tstzrange(r.start_time, coalesce(r.end_time, 'infinity'::timestamptz), '[)')
        && bike_block_period(NEW.start_time, NEW.end_time, NEW.ended_at)
  ) THEN
    RAISE EXCEPTION 'a booking overlaps the closure'
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'shop_closures_meet_bookings';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "shop_closures_meet_no_booking" BEFORE INSERT OR UPDATE OF "start_time", "end_time", "ended_at"
  ON "shop_closures" FOR EACH ROW EXECUTE FUNCTION shop_closure_meets_no_booking();--> statement-breakpoint
-- A booking made, moved, lengthened or confirmed: no closure may overlap it.
CREATE FUNCTION rental_meets_no_closure() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status NOT IN ('pending', 'booked') THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock_shared(7310, 0);
  IF EXISTS (
    SELECT 1 FROM shop_closures c
    WHERE bike_block_period(c.start_time, c.end_time, c.ended_at)
      && tstzrange(NEW.start_time, coalesce(NEW.end_time, 'infinity'::timestamptz), '[)')
  ) THEN
    RAISE EXCEPTION 'the shop is closed during the booking'
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'rentals_no_overlap';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "rentals_meet_no_closure" BEFORE INSERT OR UPDATE OF "bike_id", "start_time", "end_time", "status"
  ON "rentals" FOR EACH ROW EXECUTE FUNCTION rental_meets_no_closure();--> statement-breakpoint
-- The catalogue cache forgets what it kept when the closures change (migration 0002's function).
CREATE TRIGGER "shop_closures_notify_catalog_change" AFTER INSERT OR UPDATE OR DELETE ON "shop_closures"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change();

-- docs/product/fleet-calendar.md#blocks: a bike out of service for a period holds its time as an open booking
-- does. Blocks of a bike never overlap (an exclusion constraint on the period each keeps: to its end, or to
-- when it was ended early). A block and an open booking of a bike never overlap either: they live in two
-- tables, so one exclusion constraint cannot see both; instead each side checks the other under the bike's
-- row lock. A block takes it FOR UPDATE and a booking FOR SHARE (every booking of a bike already holds FOR
-- KEY SHARE on it through its foreign key), so a block and a booking of one bike are made one after the
-- other, and the second's check, a statement after the lock, sees what the first committed. A booking that
-- meets a block is refused as one that meets another booking (`rentals_no_overlap`): to a customer the bike
-- is simply busy.
CREATE TABLE "bike_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bike_id" uuid NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by" uuid,
	CONSTRAINT "bike_blocks_reason_check" CHECK (reason in ('service', 'repair', 'accident', 'other')),
	CONSTRAINT "bike_blocks_end_after_start" CHECK ("bike_blocks"."end_time" > "bike_blocks"."start_time")
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "bike_blocks" ADD CONSTRAINT "bike_blocks_bike_id_bikes_id_fk" FOREIGN KEY ("bike_id") REFERENCES "public"."bikes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bike_blocks" ADD CONSTRAINT "bike_blocks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bike_blocks" ADD CONSTRAINT "bike_blocks_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bike_blocks_bike_idx" ON "bike_blocks" USING btree ("bike_id","start_time");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK (action in ('bike.created', 'bike.updated', 'bike.retired', 'bike.blocked', 'bike.block_ended', 'user.promoted', 'user.role_changed', 'user.created', 'user.deactivated', 'rental.returned', 'rental.cancelled', 'rental.no_show', 'rental.booked_at_counter', 'rental.payment_link_sent', 'rental.handed_over', 'refund.refunded', 'payment.accepted', 'payment.refused', 'payment.received', 'till.opened', 'till.closed', 'add_on.created', 'add_on.updated', 'price_rule.created', 'price_rule.updated', 'coupon.created', 'coupon.updated', 'shop_settings.updated', 'charge_item.created', 'charge_item.updated', 'rider.document_added', 'rider.document_viewed', 'rider.approved', 'rider.rejected', 'rider.documents_deleted'));--> statement-breakpoint
ALTER TABLE "bike_blocks" ADD CONSTRAINT "bike_blocks_no_overlap" EXCLUDE USING gist (
  "bike_id" WITH =,
  tstzrange("start_time", least("end_time", coalesce("ended_at", "end_time")), '[)') WITH &&
) WHERE (coalesce("ended_at", "end_time") > "start_time");--> statement-breakpoint
-- The period a block holds; empty once it was ended before it began.
CREATE FUNCTION bike_block_period(start_time timestamptz, end_time timestamptz, ended_at timestamptz)
  RETURNS tstzrange LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN coalesce(ended_at, end_time) > start_time
    THEN tstzrange(start_time, least(end_time, coalesce(ended_at, end_time)), '[)')
    ELSE 'empty'::tstzrange END
$$;--> statement-breakpoint
-- A block made or moved: no open booking of the bike may overlap it (bookings that hold their period: paid,
-- or waiting for the advance within their hold, as db/rental-states.ts says).
CREATE FUNCTION bike_block_meets_no_booking() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM bikes WHERE id = NEW.bike_id FOR UPDATE;
  IF EXISTS (
    SELECT 1 FROM rentals r
    WHERE r.bike_id = NEW.bike_id
      AND (r.status = 'booked' OR (r.status = 'pending' AND r.hold_expires_at > now()))
      AND tstzrange(r.start_time, coalesce(r.end_time, 'infinity'::timestamptz), '[)')
        && bike_block_period(NEW.start_time, NEW.end_time, NEW.ended_at)
  ) THEN
    RAISE EXCEPTION 'a booking of the bike overlaps the block'
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'bike_blocks_meet_bookings';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bike_blocks_meet_no_booking" BEFORE INSERT OR UPDATE OF "bike_id", "start_time", "end_time", "ended_at"
  ON "bike_blocks" FOR EACH ROW EXECUTE FUNCTION bike_block_meets_no_booking();--> statement-breakpoint
-- A booking made, moved, lengthened or confirmed: no block of the bike may overlap it.
CREATE FUNCTION rental_meets_no_block() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status NOT IN ('pending', 'booked') THEN
    RETURN NEW;
  END IF;
  PERFORM 1 FROM bikes WHERE id = NEW.bike_id FOR SHARE;
  IF EXISTS (
    SELECT 1 FROM bike_blocks b
    WHERE b.bike_id = NEW.bike_id
      AND bike_block_period(b.start_time, b.end_time, b.ended_at)
        && tstzrange(NEW.start_time, coalesce(NEW.end_time, 'infinity'::timestamptz), '[)')
  ) THEN
    RAISE EXCEPTION 'a block of the bike overlaps the booking'
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'rentals_no_overlap';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "rentals_meet_no_block" BEFORE INSERT OR UPDATE OF "bike_id", "start_time", "end_time", "status"
  ON "rentals" FOR EACH ROW EXECUTE FUNCTION rental_meets_no_block();--> statement-breakpoint
-- The catalogue cache forgets what it kept when a bike's blocks change (migration 0002's function).
CREATE TRIGGER "bike_blocks_notify_catalog_change" AFTER INSERT OR UPDATE OR DELETE ON "bike_blocks"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change();

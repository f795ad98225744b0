-- docs/product/booking-and-periods.md#open-ended-bookings: reservations are periods of time. A rental gets a planned return (end_time; null = open-ended),
-- `active` is no longer stored (a paid rental is `booked` and reads as active once its start has come),
-- and the one-open-rental-per-bike index gives way to an exclusion constraint: no two open rentals
-- (awaiting the advance, or paid and not closed) of one bike overlap. Touching periods are allowed.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "rentals" DROP CONSTRAINT "rentals_status_check";--> statement-breakpoint
DROP INDEX "rentals_one_open_per_bike";--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "end_time" timestamp with time zone;--> statement-breakpoint
-- A rental out on rent keeps its start; its planned return is open (end_time stays null).
UPDATE "rentals" SET "status" = 'booked' WHERE "status" = 'active';--> statement-breakpoint
-- When the next booked period begins: how long a cached "free now" stands.
CREATE INDEX "rentals_open_start_idx" ON "rentals" USING btree ("start_time") WHERE "rentals"."status" in ('pending', 'booked');--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_end_after_start" CHECK ("rentals"."end_time" is null or "rentals"."end_time" > "rentals"."start_time");--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_status_check" CHECK ("rentals"."status" in ('pending', 'booked', 'returned', 'cancelled', 'no_show', 'expired'));--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_no_overlap" EXCLUDE USING gist (
  "bike_id" WITH =,
  tstzrange("start_time", coalesce("end_time", 'infinity'::timestamptz), '[)') WITH &&
) WHERE ("status" in ('pending', 'booked'));

-- The owner's reports (docs/decisions/014-reports.md) count rentals and payments by the Dhaka day
-- they were made, began, came back and settled, and find the rentals out in a period by its range (GiST).
CREATE INDEX "payments_settled_idx" ON "payments" USING btree ("settled_at");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rentals_created_idx" ON "rentals" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rentals_start_idx" ON "rentals" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "rentals_returned_idx" ON "rentals" USING btree ("return_time") WHERE "rentals"."status" = 'returned';--> statement-breakpoint
CREATE INDEX "rentals_out_period_idx" ON "rentals" USING gist (tstzrange("start_time", coalesce("return_time", 'infinity'::timestamptz), '[)')) WHERE "rentals"."status" in ('returned', 'booked');--> statement-breakpoint
CREATE INDEX "rentals_balance_unpaid_idx" ON "rentals" USING btree ("total_cost") WHERE "rentals"."status" = 'returned' and "rentals"."total_cost" > 0 and not "rentals"."balance_paid";
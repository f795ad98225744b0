-- A booking asked without a planned return ends at its bike's next booking, at most 14 days after its start
-- (docs/decisions/021-bounded-holds-and-checkouts.md). The bookings that hold a period without an end and
-- have not begun get that end: no later booking of their bike can exist (the exclusion constraint kept the
-- whole future for them), so it is 14 days after the start. A rental already out keeps its open end: it was
-- agreed to last until the bike comes back.
UPDATE "rentals" SET "end_time" = "start_time" + interval '14 days', "updated_at" = now()
  WHERE "end_time" IS NULL AND "status" IN ('pending', 'booked') AND "start_time" > now();--> statement-breakpoint
-- Holds given up unpaid (lapsed, cancelled, dropped) keep the moment they ended in hold_expires_at; an
-- address that gives up three within an hour is paused, found through this index.
CREATE INDEX "rentals_unpaid_ends_idx" ON "rentals" USING btree ("booked_from","hold_expires_at") WHERE not "rentals"."advance_paid";

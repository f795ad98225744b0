-- A return records, with what the rental cost, what its add-ons cost and what its coupon took off
-- (docs/decisions/037-discounts-and-add-ons-on-the-return-day.md): the reports count them on the day of the
-- return. Rentals booked before quotes had neither: 0.
ALTER TABLE "rentals" ADD COLUMN "add_ons_charge" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Rentals returned with a quote before this: the add-ons as the return priced them (price per day × quantity
-- × the 24-hour blocks begun, at least 1), and the coupon's discount as the booking's quote agreed it (what
-- the return took off is not kept; only a database that ran 0015 before this has such rentals).
UPDATE "rentals" SET
  "add_ons_charge" = coalesce((
    SELECT sum((a->>'pricePerDay')::int * (a->>'quantity')::int)
    FROM jsonb_array_elements("rentals"."quote"->'addOns') AS a
  ), 0) * greatest(1, ceil(floor(extract(epoch FROM "return_time" - "start_time") / 60) / 1440))::int,
  "discount" = least(coalesce(("quote"->'charge'->>'discount')::int, 0), "rental_charge")
  WHERE "status" = 'returned' AND "quote" IS NOT NULL AND "return_time" IS NOT NULL AND "rental_charge" IS NOT NULL;

-- A rental is charged at the price its bike had when it was booked (docs/product/money-and-refunds.md#rental-charge); rentals made before this
-- migration take their bike's current price.
ALTER TABLE "rentals" ADD COLUMN "price_per_hour" integer;--> statement-breakpoint
UPDATE "rentals" SET "price_per_hour" = "bikes"."price_per_hour" FROM "bikes" WHERE "bikes"."id" = "rentals"."bike_id";--> statement-breakpoint
ALTER TABLE "rentals" ALTER COLUMN "price_per_hour" SET NOT NULL;

-- Bikes get a day and a week price (docs/product/money-and-refunds.md#prices-hours-days-and-weeks). A bike
-- that had only an hourly price gets a day of 8 hours' price and a week of 5 days' price.
ALTER TABLE "bikes" ADD COLUMN "price_per_day" integer;--> statement-breakpoint
ALTER TABLE "bikes" ADD COLUMN "price_per_week" integer;--> statement-breakpoint
UPDATE "bikes" SET "price_per_day" = 8 * "price_per_hour", "price_per_week" = 40 * "price_per_hour";--> statement-breakpoint
ALTER TABLE "bikes" ALTER COLUMN "price_per_day" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bikes" ALTER COLUMN "price_per_week" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bikes" ADD CONSTRAINT "bikes_day_week_price_check" CHECK ("bikes"."price_per_day" > 0 and "bikes"."price_per_day" <= 24 * "bikes"."price_per_hour" and "bikes"."price_per_week" > 0 and "bikes"."price_per_week" <= 7 * "bikes"."price_per_day");

-- A booking keeps the quote it was made with, the coupon it used and the add-ons it holds for its period
-- (docs/product/money-and-refunds.md#add-ons-price-rules-and-coupons); bookings made before keep none.
CREATE TABLE "rental_add_ons" (
	"rental_id" uuid NOT NULL,
	"add_on_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "rental_add_ons_rental_id_add_on_id_pk" PRIMARY KEY("rental_id","add_on_id"),
	CONSTRAINT "rental_add_ons_quantity_check" CHECK ("rental_add_ons"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "coupon_id" uuid;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "quote" jsonb;--> statement-breakpoint
ALTER TABLE "rental_add_ons" ADD CONSTRAINT "rental_add_ons_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_add_ons" ADD CONSTRAINT "rental_add_ons_add_on_id_add_ons_id_fk" FOREIGN KEY ("add_on_id") REFERENCES "public"."add_ons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rental_add_ons_add_on_idx" ON "rental_add_ons" USING btree ("add_on_id");--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rentals_coupon_idx" ON "rentals" USING btree ("coupon_id") WHERE "rentals"."coupon_id" is not null;
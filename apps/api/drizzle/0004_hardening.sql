CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rental_id" uuid NOT NULL,
	"payment_id" uuid,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"refunded_at" timestamp with time zone,
	"method" text,
	"reference" text,
	"refunded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_reason_check" CHECK ("refunds"."reason" in ('late_payment', 'duplicate_payment', 'negative_balance', 'cancelled', 'refused_payment')),
	CONSTRAINT "refunds_settled_check" CHECK (("refunds"."refunded_at" is null and "refunds"."method" is null and "refunds"."reference" is null) or ("refunds"."refunded_at" is not null and "refunds"."method" in ('bkash', 'nagad', 'cash', 'bank', 'gateway_panel') and "refunds"."reference" is not null))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "booked_from" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_refunded_by_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_payment_key" ON "refunds" USING btree ("payment_id") WHERE "refunds"."payment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_rental_reason_key" ON "refunds" USING btree ("rental_id","reason") WHERE "refunds"."payment_id" is null;--> statement-breakpoint
CREATE INDEX "refunds_open_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."refunded_at" is null;--> statement-breakpoint
CREATE INDEX "refunds_rental_idx" ON "refunds" USING btree ("rental_id");--> statement-breakpoint
CREATE INDEX "sessions_family_idx" ON "sessions" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rentals_pending_from_idx" ON "rentals" USING btree ("booked_from","hold_expires_at") WHERE "rentals"."status" = 'pending';--> statement-breakpoint
-- Money already recorded as owed back becomes refund rows (docs/product/money-and-refunds.md#refunds-due).
INSERT INTO "refunds" ("rental_id", "payment_id", "amount", "reason")
SELECT "rental_id", "id", "amount", CASE WHEN "status" = 'duplicate' THEN 'duplicate_payment' ELSE 'late_payment' END
FROM "payments" WHERE "refund_due";--> statement-breakpoint
INSERT INTO "refunds" ("rental_id", "amount", "reason")
SELECT "id", -"total_cost", 'negative_balance' FROM "rentals" WHERE "status" = 'returned' AND "total_cost" < 0;

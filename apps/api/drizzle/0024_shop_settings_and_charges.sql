-- Shop settings, bike deposits and the charges price list (docs/product/handover-and-return.md,
-- docs/decisions/043-shop-settings.md): the shop's one row of settings with their starting values, every bike's
-- deposit (2000 BDT for the bikes the shop has), the owner's price list of charges with a starting list, and
-- their audit actions.
CREATE TABLE "charge_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_bn" text NOT NULL,
	"amount" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charge_items_code_check" CHECK ("charge_items"."code" ~ '^[A-Z0-9_]{2,32}$'),
	CONSTRAINT "charge_items_amount_check" CHECK ("charge_items"."amount" between 1 and 100000)
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"one_row" boolean DEFAULT true NOT NULL,
	"default_deposit" integer NOT NULL,
	"late_grace_minutes" integer NOT NULL,
	"late_multiplier_hundredths" integer NOT NULL,
	"fuel_price_per_eighth" integer NOT NULL,
	"handover_earliest_minutes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_one_row_check" CHECK ("shop_settings"."one_row"),
	CONSTRAINT "shop_settings_values_check" CHECK ("shop_settings"."default_deposit" between 0 and 100000 and "shop_settings"."fuel_price_per_eighth" between 0 and 100000 and "shop_settings"."late_grace_minutes" between 0 and 1440 and "shop_settings"."handover_earliest_minutes" between 0 and 1440 and "shop_settings"."late_multiplier_hundredths" between 100 and 500)
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_subject_check";--> statement-breakpoint
ALTER TABLE "bikes" ADD COLUMN "deposit" integer DEFAULT 2000 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "charge_items_code_key" ON "charge_items" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_settings_one_row_key" ON "shop_settings" USING btree ("one_row");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK (action in ('bike.created', 'bike.updated', 'bike.retired', 'user.promoted', 'user.role_changed', 'user.created', 'user.deactivated', 'rental.returned', 'rental.cancelled', 'rental.no_show', 'rental.booked_at_counter', 'rental.payment_link_sent', 'refund.refunded', 'payment.accepted', 'payment.refused', 'payment.received', 'till.opened', 'till.closed', 'add_on.created', 'add_on.updated', 'price_rule.created', 'price_rule.updated', 'coupon.created', 'coupon.updated', 'shop_settings.updated', 'charge_item.created', 'charge_item.updated', 'rider.document_added', 'rider.document_viewed', 'rider.approved', 'rider.rejected', 'rider.documents_deleted'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_subject_check" CHECK (subject_type in ('bike', 'user', 'rental', 'refund', 'payment', 'add_on', 'price_rule', 'coupon', 'till', 'shop_settings', 'charge_item'));--> statement-breakpoint
ALTER TABLE "bikes" ADD CONSTRAINT "bikes_deposit_check" CHECK ("bikes"."deposit" between 0 and 100000);
--> statement-breakpoint
INSERT INTO "shop_settings" ("default_deposit", "late_grace_minutes", "late_multiplier_hundredths", "fuel_price_per_eighth", "handover_earliest_minutes") VALUES (2000, 15, 150, 60, 30);--> statement-breakpoint
INSERT INTO "charge_items" ("code", "name_en", "name_bn", "amount", "created_at", "updated_at") VALUES
	('SCRATCH', 'Scratch', 'দাগ বা আঁচড়', 500, now(), now()),
	('MIRROR', 'Broken mirror', 'ভাঙা আয়না', 800, now() + interval '1 second', now() + interval '1 second'),
	('INDICATOR', 'Broken indicator', 'ভাঙা ইন্ডিকেটর', 600, now() + interval '2 seconds', now() + interval '2 seconds'),
	('LOST_HELMET', 'Lost helmet', 'হারানো হেলমেট', 1500, now() + interval '3 seconds', now() + interval '3 seconds');

-- The owner's price lists (docs/product/money-and-refunds.md#add-ons-price-rules-and-coupons): add-ons with
-- a price per day and a stock, dated price rules, and coupons whose codes are told apart without case. None
-- is ever deleted: the owner switches one off. The audit log learns their actions and subjects.
CREATE TABLE "add_ons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_bn" text NOT NULL,
	"price_per_day" integer NOT NULL,
	"stock" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "add_ons_code_check" CHECK ("add_ons"."code" ~ '^[A-Z0-9-]{2,30}$'),
	CONSTRAINT "add_ons_price_check" CHECK ("add_ons"."price_per_day" > 0),
	CONSTRAINT "add_ons_stock_check" CHECK ("add_ons"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"minimum_charge" integer DEFAULT 0 NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"max_uses" integer,
	"max_uses_per_customer" integer,
	"first_rental_only" boolean DEFAULT false NOT NULL,
	"bike_id" uuid,
	"details_en" text NOT NULL,
	"details_bn" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_kind_check" CHECK (kind in ('percent', 'fixed')),
	CONSTRAINT "coupons_value_check" CHECK ("coupons"."value" > 0 and ("coupons"."kind" <> 'percent' or "coupons"."value" <= 100)),
	CONSTRAINT "coupons_minimum_charge_check" CHECK ("coupons"."minimum_charge" >= 0),
	CONSTRAINT "coupons_valid_days_check" CHECK ("coupons"."valid_from" is null or "coupons"."valid_to" is null or "coupons"."valid_from" <= "coupons"."valid_to"),
	CONSTRAINT "coupons_max_uses_check" CHECK (("coupons"."max_uses" is null or "coupons"."max_uses" >= 1) and ("coupons"."max_uses_per_customer" is null or "coupons"."max_uses_per_customer" >= 1))
);
--> statement-breakpoint
CREATE TABLE "price_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_en" text NOT NULL,
	"name_bn" text NOT NULL,
	"kind" text NOT NULL,
	"from_date" date,
	"to_date" date,
	"percent" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_rules_kind_check" CHECK (kind in ('weekend', 'dates')),
	CONSTRAINT "price_rules_dates_check" CHECK (("price_rules"."kind" <> 'dates' or ("price_rules"."from_date" is not null and "price_rules"."to_date" is not null)) and ("price_rules"."from_date" is null or "price_rules"."to_date" is null or "price_rules"."from_date" <= "price_rules"."to_date")),
	CONSTRAINT "price_rules_percent_check" CHECK ("price_rules"."percent" between -50 and 100 and "price_rules"."percent" <> 0)
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_subject_check";--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_bike_id_bikes_id_fk" FOREIGN KEY ("bike_id") REFERENCES "public"."bikes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "add_ons_code_key" ON "add_ons" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_key" ON "coupons" USING btree (lower("code"));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK (action in ('bike.created', 'bike.updated', 'bike.retired', 'user.promoted', 'user.deactivated', 'rental.returned', 'rental.cancelled', 'rental.no_show', 'refund.refunded', 'payment.accepted', 'payment.refused', 'add_on.created', 'add_on.updated', 'price_rule.created', 'price_rule.updated', 'coupon.created', 'coupon.updated'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_subject_check" CHECK (subject_type in ('bike', 'user', 'rental', 'refund', 'payment', 'add_on', 'price_rule', 'coupon'));
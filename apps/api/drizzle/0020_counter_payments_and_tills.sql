-- Counter bookings, counter payments and tills (docs/decisions/040): who booked a rental, who took a
-- payment and into which till, refunds paid out of a till, and one till per person per Dhaka day.
CREATE TABLE "tills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"day" date NOT NULL,
	"opening_float" integer NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"expected_cash" integer,
	"counted_cash" integer,
	"difference" integer,
	CONSTRAINT "tills_float_check" CHECK ("tills"."opening_float" >= 0),
	CONSTRAINT "tills_closed_check" CHECK (("tills"."closed_at" is null and "tills"."counted_cash" is null and "tills"."expected_cash" is null and "tills"."difference" is null) or ("tills"."closed_at" is not null and "tills"."counted_cash" >= 0 and "tills"."expected_cash" is not null and "tills"."difference" = "tills"."counted_cash" - "tills"."expected_cash"))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_subject_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "received_by" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "till_id" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "till_id" uuid;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "booked_by" uuid;--> statement-breakpoint
ALTER TABLE "tills" ADD CONSTRAINT "tills_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tills_staff_day_key" ON "tills" USING btree ("staff_id","day");--> statement-breakpoint
CREATE INDEX "tills_day_idx" ON "tills" USING btree ("day");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_till_id_tills_id_fk" FOREIGN KEY ("till_id") REFERENCES "public"."tills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_till_id_tills_id_fk" FOREIGN KEY ("till_id") REFERENCES "public"."tills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_till_idx" ON "payments" USING btree ("till_id") WHERE "payments"."till_id" is not null;--> statement-breakpoint
CREATE INDEX "refunds_till_idx" ON "refunds" USING btree ("till_id") WHERE "refunds"."till_id" is not null;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK (action in ('bike.created', 'bike.updated', 'bike.retired', 'user.promoted', 'user.role_changed', 'user.created', 'user.deactivated', 'rental.returned', 'rental.cancelled', 'rental.no_show', 'rental.booked_at_counter', 'refund.refunded', 'payment.accepted', 'payment.refused', 'payment.received', 'till.opened', 'till.closed', 'add_on.created', 'add_on.updated', 'price_rule.created', 'price_rule.updated', 'coupon.created', 'coupon.updated'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_subject_check" CHECK (subject_type in ('bike', 'user', 'rental', 'refund', 'payment', 'add_on', 'price_rule', 'coupon', 'till'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_counter_check" CHECK (gateway not in ('cash', 'bkash_send_money', 'nagad_send_money', 'rocket_send_money', 'card_terminal') or (received_by is not null and status = 'paid' and (gateway = 'cash') = (till_id is not null) and (gateway = 'cash') = (gateway_txn_id is null)));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_till_check" CHECK ("refunds"."till_id" is null or "refunds"."method" = 'cash');
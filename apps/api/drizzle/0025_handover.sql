-- Handover (docs/product/handover-and-return.md#handover, docs/decisions/044-handover-makes-a-rental-active.md):
-- when and by whom a rental's bike left the shop, the readings of each inspection, the bike's photos kept
-- private like a rider's pictures, deposits as a purpose of payment, the handover's message and audit action.
-- From here on only a handover makes a paid booking out on rent; the rentals that had already gone out by time
-- are marked handed over at their start, by no one, so they read as before.
CREATE TABLE "rental_inspections" (
	"rental_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"odometer_km" integer NOT NULL,
	"fuel_eighths" integer NOT NULL,
	"helmets" integer NOT NULL,
	"notes" text,
	"recorded_by" uuid NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rental_inspections_rental_id_stage_pk" PRIMARY KEY("rental_id","stage"),
	CONSTRAINT "rental_inspections_stage_check" CHECK (stage in ('handover', 'return')),
	CONSTRAINT "rental_inspections_readings_check" CHECK ("rental_inspections"."odometer_km" between 0 and 1000000 and "rental_inspections"."fuel_eighths" between 0 and 8 and "rental_inspections"."helmets" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "rental_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rental_id" uuid NOT NULL,
	"stage" text,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"thumbnail" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_photos_stage_check" CHECK (stage is null or stage in ('handover', 'return'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_template_check";--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "handed_over_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "handed_over_by" uuid;--> statement-breakpoint
ALTER TABLE "rental_inspections" ADD CONSTRAINT "rental_inspections_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_inspections" ADD CONSTRAINT "rental_inspections_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_photos" ADD CONSTRAINT "rental_photos_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_photos" ADD CONSTRAINT "rental_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rental_photos_rental_idx" ON "rental_photos" USING btree ("rental_id","created_at");--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_handed_over_by_users_id_fk" FOREIGN KEY ("handed_over_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK (action in ('bike.created', 'bike.updated', 'bike.retired', 'user.promoted', 'user.role_changed', 'user.created', 'user.deactivated', 'rental.returned', 'rental.cancelled', 'rental.no_show', 'rental.booked_at_counter', 'rental.payment_link_sent', 'rental.handed_over', 'refund.refunded', 'payment.accepted', 'payment.refused', 'payment.received', 'till.opened', 'till.closed', 'add_on.created', 'add_on.updated', 'price_rule.created', 'price_rule.updated', 'coupon.created', 'coupon.updated', 'shop_settings.updated', 'charge_item.created', 'charge_item.updated', 'rider.document_added', 'rider.document_viewed', 'rider.approved', 'rider.rejected', 'rider.documents_deleted'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_template_check" CHECK (template in ('booking_confirmed', 'pickup_reminder', 'return_reminder', 'overdue', 'return_recorded', 'payment_received', 'refund_recorded', 'booking_cancelled', 'booking_expired', 'payment_owed_back', 'login_code', 'email_verification', 'payment_link', 'phone_code', 'rider_rejected', 'licence_expiring', 'handed_over'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_check" CHECK (purpose in ('advance', 'rent', 'deposit'));--> statement-breakpoint
UPDATE "rentals" SET "handed_over_at" = "start_time" WHERE "status" = 'returned' OR ("status" = 'booked' AND "start_time" <= now());

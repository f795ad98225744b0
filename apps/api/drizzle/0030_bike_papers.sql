-- docs/product/fleet-calendar.md#papers: a bike's registration number and the last valid day of each paper
-- that expires; the audit action `bike.papers_updated` and the admins' reminder `paper_expiring`. A quote
-- reads when a bike's papers lapse from the catalogue cache, so changing them makes it forget.
CREATE TABLE "bike_papers" (
	"bike_id" uuid PRIMARY KEY NOT NULL,
	"registration_number" text NOT NULL,
	"tax_token_expiry" date NOT NULL,
	"fitness_expiry" date NOT NULL,
	"insurance_expiry" date NOT NULL,
	"updated_by" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bike_papers_registration_unique" UNIQUE("registration_number")
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_template_check";--> statement-breakpoint
ALTER TABLE "bike_papers" ADD CONSTRAINT "bike_papers_bike_id_bikes_id_fk" FOREIGN KEY ("bike_id") REFERENCES "public"."bikes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bike_papers" ADD CONSTRAINT "bike_papers_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK (action in ('bike.created', 'bike.updated', 'bike.retired', 'bike.blocked', 'bike.block_ended', 'bike.papers_updated', 'shop.closed', 'shop.closure_ended', 'user.promoted', 'user.role_changed', 'user.created', 'user.deactivated', 'rental.returned', 'rental.cancelled', 'rental.no_show', 'rental.booked_at_counter', 'rental.payment_link_sent', 'rental.handed_over', 'rental.moved', 'refund.refunded', 'payment.accepted', 'payment.refused', 'payment.received', 'till.opened', 'till.closed', 'add_on.created', 'add_on.updated', 'price_rule.created', 'price_rule.updated', 'coupon.created', 'coupon.updated', 'shop_settings.updated', 'charge_item.created', 'charge_item.updated', 'rider.document_added', 'rider.document_viewed', 'rider.approved', 'rider.rejected', 'rider.documents_deleted'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_template_check" CHECK (template in ('booking_confirmed', 'pickup_reminder', 'return_reminder', 'overdue', 'return_recorded', 'payment_received', 'refund_recorded', 'booking_cancelled', 'booking_expired', 'payment_owed_back', 'login_code', 'email_verification', 'payment_link', 'phone_code', 'rider_rejected', 'licence_expiring', 'handed_over', 'rental_moved', 'paper_expiring'));--> statement-breakpoint
CREATE TRIGGER "bike_papers_notify_catalog_change" AFTER INSERT OR UPDATE OR DELETE ON "bike_papers"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change();

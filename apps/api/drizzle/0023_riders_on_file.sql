-- Riders on file (docs/product/riders-on-file.md): each customer's ID and licence details with where their
-- review stands, and their four pictures, re-encoded and kept here (bytea) so that every server process reads
-- them with no shared disk; the audit log's rider actions, and no actor for the shop's own timed jobs (a
-- closed account's papers deleted after 90 days); the messages that tell a rider why the file was rejected
-- and that the licence expires soon.
CREATE TABLE "rider_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"thumbnail" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rider_documents_kind_check" CHECK (kind in ('nid_front', 'nid_back', 'licence', 'selfie_with_licence'))
);
--> statement-breakpoint
CREATE TABLE "rider_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"nid_number" text,
	"licence_number" text,
	"licence_expiry" date,
	"review" text DEFAULT 'none' NOT NULL,
	"submitted_at" timestamp with time zone,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rider_profiles_review_check" CHECK (review in ('none', 'pending', 'approved', 'rejected')),
	CONSTRAINT "rider_profiles_review_complete_check" CHECK ("rider_profiles"."review" = 'none' or ("rider_profiles"."nid_number" is not null and "rider_profiles"."licence_number" is not null and "rider_profiles"."licence_expiry" is not null and "rider_profiles"."submitted_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_template_check";--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "actor_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "rider_documents" ADD CONSTRAINT "rider_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_documents" ADD CONSTRAINT "rider_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_profiles" ADD CONSTRAINT "rider_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_profiles" ADD CONSTRAINT "rider_profiles_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rider_documents_user_kind_key" ON "rider_documents" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "rider_profiles_review_idx" ON "rider_profiles" USING btree ("review","submitted_at");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK (action in ('bike.created', 'bike.updated', 'bike.retired', 'user.promoted', 'user.role_changed', 'user.created', 'user.deactivated', 'rental.returned', 'rental.cancelled', 'rental.no_show', 'rental.booked_at_counter', 'rental.payment_link_sent', 'refund.refunded', 'payment.accepted', 'payment.refused', 'payment.received', 'till.opened', 'till.closed', 'add_on.created', 'add_on.updated', 'price_rule.created', 'price_rule.updated', 'coupon.created', 'coupon.updated', 'rider.document_added', 'rider.document_viewed', 'rider.approved', 'rider.rejected', 'rider.documents_deleted'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_template_check" CHECK (template in ('booking_confirmed', 'pickup_reminder', 'return_reminder', 'overdue', 'return_recorded', 'payment_received', 'refund_recorded', 'booking_cancelled', 'booking_expired', 'payment_owed_back', 'login_code', 'email_verification', 'payment_link', 'phone_code', 'rider_rejected', 'licence_expiring'));
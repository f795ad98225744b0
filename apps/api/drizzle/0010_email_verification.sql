-- Verified e-mail addresses and limits on messages (docs/decisions/023-verified-email-and-message-limits.md):
-- an address gets nothing but its verification link until it is verified (existing accounts start
-- unverified), each e-mail keeps its HTML part as rendered (the shop's links only), an extension records
-- when it set the planned return, and a customer's recent messages of a kind are found by an index.
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- Admins are the shop's own people, named by its configuration or promoted by another admin: their
-- addresses count as verified.
UPDATE "users" SET "email_verified_at" = now() WHERE "role" = 'admin';--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "end_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_template_check";--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_template_check" CHECK (template in ('booking_confirmed', 'pickup_reminder', 'return_reminder', 'overdue', 'return_recorded', 'payment_received', 'refund_recorded', 'booking_cancelled', 'booking_expired', 'payment_owed_back', 'login_code', 'email_verification'));--> statement-breakpoint
CREATE INDEX "messages_user_recent_idx" ON "messages" USING btree ("user_id","template","created_at");

-- Phone sign-in (docs/product/accounts-and-roles.md#phone-sign-in, docs/decisions/041-phone-sign-in.md): one
-- row per code sent, stored as a keyed hash; a message's priority, so that a code the customer waits for is
-- claimed before reminders and retries; the code's message template.
CREATE TABLE "phone_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_template_check";--> statement-breakpoint
DROP INDEX "messages_due_idx";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "priority" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "phone_codes_phone_sent_idx" ON "phone_codes" USING btree ("phone","sent_at");--> statement-breakpoint
CREATE INDEX "messages_due_idx" ON "messages" USING btree ("priority" DESC NULLS LAST,"due_at") WHERE "messages"."status" = 'queued';--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_template_check" CHECK (template in ('booking_confirmed', 'pickup_reminder', 'return_reminder', 'overdue', 'return_recorded', 'payment_received', 'refund_recorded', 'booking_cancelled', 'booking_expired', 'payment_owed_back', 'login_code', 'email_verification', 'phone_code'));

-- Logins that cannot be guessed through a proxy or a botnet (docs/decisions/022-proxies-and-login-slowdown.md):
-- each account's failed logins and the delay they impose on the next attempt, an admin's one-time login code,
-- and the outbox's template for that code.
CREATE TABLE "login_codes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_template_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "failed_logins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "login_delay_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "login_codes" ADD CONSTRAINT "login_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_template_check" CHECK (template in ('booking_confirmed', 'pickup_reminder', 'return_reminder', 'overdue', 'return_recorded', 'payment_received', 'refund_recorded', 'booking_cancelled', 'booking_expired', 'payment_owed_back', 'login_code'));
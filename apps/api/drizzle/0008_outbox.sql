-- Messages to customers (docs/product/messages.md#outbox, docs/decisions/017-outbox.md): the outbox every server process's
-- worker sends from, the local SSL Wireless stand-in's book of deliveries, and each customer's reminder
-- channel and language.
CREATE TABLE "messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"idempotency_key" text NOT NULL,
	"rental_id" uuid,
	"user_id" uuid,
	"channel" text NOT NULL,
	"template" text NOT NULL,
	"language" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"attach_receipt" boolean DEFAULT false NOT NULL,
	"provider_reference" text NOT NULL,
	"about_at" timestamp with time zone,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"provider_message_id" text,
	"segments" integer,
	"claim_token" uuid,
	"claimed_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_channel_check" CHECK (channel in ('sms', 'email')),
	CONSTRAINT "messages_status_check" CHECK (status in ('queued', 'sending', 'sent', 'failed')),
	CONSTRAINT "messages_template_check" CHECK (template in ('booking_confirmed', 'pickup_reminder', 'return_reminder', 'overdue', 'return_recorded', 'payment_received', 'refund_recorded', 'booking_cancelled', 'booking_expired', 'payment_owed_back')),
	CONSTRAINT "messages_language_check" CHECK (language in ('en', 'bn')),
	CONSTRAINT "messages_claim_check" CHECK (("messages"."status" = 'sending') = ("messages"."claimed_until" is not null))
);
--> statement-breakpoint
CREATE TABLE "sslwireless_standin_deliveries" (
	"csms_id" text PRIMARY KEY NOT NULL,
	"sid" text NOT NULL,
	"msisdn" text NOT NULL,
	"sms" text NOT NULL,
	"sms_type" text NOT NULL,
	"segments" integer NOT NULL,
	"reference_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reminder_channel" text DEFAULT 'sms' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_idempotency_key" ON "messages" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_provider_reference_key" ON "messages" USING btree ("provider_reference");--> statement-breakpoint
CREATE INDEX "messages_rental_about_idx" ON "messages" USING btree ("rental_id","template","about_at");--> statement-breakpoint
CREATE INDEX "messages_due_idx" ON "messages" USING btree ("due_at") WHERE "messages"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "messages_claimed_idx" ON "messages" USING btree ("claimed_until") WHERE "messages"."status" = 'sending';--> statement-breakpoint
CREATE INDEX "messages_created_idx" ON "messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "messages_status_idx" ON "messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "sslwireless_standin_received_idx" ON "sslwireless_standin_deliveries" USING btree ("received_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_reminder_channel_check" CHECK (reminder_channel in ('sms', 'email', 'none'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK (language in ('en', 'bn'));
CREATE TABLE "bikes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"year" integer NOT NULL,
	"image" text NOT NULL,
	"price_per_hour" integer NOT NULL,
	"description" text NOT NULL,
	"cc" integer NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bikes_price_check" CHECK ("bikes"."price_per_hour" > 0)
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rental_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'BDT' NOT NULL,
	"gateway" text NOT NULL,
	"tran_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway_txn_id" text,
	"verification" jsonb,
	"rejection_reason" text,
	"refund_due" boolean DEFAULT false NOT NULL,
	"verified_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "rentals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"bike_id" uuid NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"return_time" timestamp with time zone,
	"status" text DEFAULT 'pending' NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"advance_paid" boolean DEFAULT false NOT NULL,
	"rental_charge" integer,
	"total_cost" integer DEFAULT 0 NOT NULL,
	"balance_paid" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rentals_status_check" CHECK ("rentals"."status" in ('pending', 'active', 'returned', 'cancelled', 'expired')),
	CONSTRAINT "rentals_return_after_start" CHECK ("rentals"."return_time" is null or "rentals"."return_time" > "rentals"."start_time")
);
--> statement-breakpoint
CREATE TABLE "aamarpay_standin_transactions" (
	"track" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"tran_id" text NOT NULL,
	"amount" text NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"success_url" text NOT NULL,
	"fail_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"customer" jsonb NOT NULL,
	"status" text DEFAULT 'initiated' NOT NULL,
	"pg_txn_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"deactivated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_bike_id_bikes_id_fk" FOREIGN KEY ("bike_id") REFERENCES "public"."bikes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bikes_listed_idx" ON "bikes" USING btree ("created_at") WHERE "bikes"."retired_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_tran_id_key" ON "payments" USING btree ("tran_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_txn_id_key" ON "payments" USING btree ("gateway","gateway_txn_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_paid_once" ON "payments" USING btree ("rental_id","purpose") WHERE "payments"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "rentals_one_open_per_bike" ON "rentals" USING btree ("bike_id") WHERE "rentals"."status" in ('pending', 'active');--> statement-breakpoint
CREATE INDEX "rentals_user_idx" ON "rentals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "aamarpay_standin_store_tran_key" ON "aamarpay_standin_transactions" USING btree ("store_id","tran_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");
-- docs/product/handover-and-return.md#deposits-held-in-bkash: a rental's deposit held in the rider's bKash
-- wallet by bKash's authorization, from the checkout the counter opens to the capture or void at the return.
CREATE TABLE "deposit_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rental_id" uuid NOT NULL,
	"tran_id" text NOT NULL,
	"amount" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"gateway_ref" text,
	"checkout_url" text,
	"trx_id" text,
	"confirm_asked_at" timestamp with time zone,
	"settle_asked_at" timestamp with time zone,
	"settle_amount" integer,
	"captured_amount" integer,
	"error" text,
	"opened_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_holds_amount_check" CHECK ("deposit_holds"."amount" > 0),
	CONSTRAINT "deposit_holds_state_check" CHECK (state in ('pending', 'held', 'captured', 'released', 'failed')),
	CONSTRAINT "deposit_holds_captured_check" CHECK (("deposit_holds"."state" = 'captured') = ("deposit_holds"."captured_amount" is not null) and ("deposit_holds"."captured_amount" is null or "deposit_holds"."captured_amount" between 1 and "deposit_holds"."amount"))
);
--> statement-breakpoint
ALTER TABLE "deposit_holds" ADD CONSTRAINT "deposit_holds_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_holds" ADD CONSTRAINT "deposit_holds_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_holds_tran_id_key" ON "deposit_holds" USING btree ("tran_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_holds_gateway_ref_key" ON "deposit_holds" USING btree ("gateway_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_holds_open_key" ON "deposit_holds" USING btree ("rental_id") WHERE "deposit_holds"."state" in ('pending', 'held');--> statement-breakpoint
CREATE INDEX "deposit_holds_rental_idx" ON "deposit_holds" USING btree ("rental_id");
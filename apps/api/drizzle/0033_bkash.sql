-- docs/product/money-and-refunds.md#paying-with-bkash: a bKash checkout's own id (`paymentID`) and the moment the
-- shop asked bKash to take the money (`execute`, asked once); #refunds-through-bkash: the moment an admin's
-- click asked bKash for a refund and why the last one failed; and the local bKash stand-in's book of checkouts
-- and refunds.
CREATE TABLE "bkash_standin_payments" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"app_key" text NOT NULL,
	"mode" text NOT NULL,
	"intent" text NOT NULL,
	"amount" text NOT NULL,
	"currency" text NOT NULL,
	"merchant_invoice_number" text NOT NULL,
	"payer_reference" text NOT NULL,
	"callback_url" text NOT NULL,
	"customer_decision" text,
	"customer_msisdn" text,
	"transaction_status" text DEFAULT 'Initiated' NOT NULL,
	"trx_id" text,
	"captured_amount" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"executed_at" timestamp with time zone,
	"updated_at" timestamp with time zone,
	CONSTRAINT "bkash_standin_payments_trx_id_unique" UNIQUE("trx_id")
);
--> statement-breakpoint
CREATE TABLE "bkash_standin_refunds" (
	"refund_trx_id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount" text NOT NULL,
	"reason" text NOT NULL,
	"sku" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_ref" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "charge_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "gateway_refund_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "gateway_refund_error" text;--> statement-breakpoint
ALTER TABLE "bkash_standin_refunds" ADD CONSTRAINT "bkash_standin_refunds_payment_id_bkash_standin_payments_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."bkash_standin_payments"("payment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bkash_standin_invoice_idx" ON "bkash_standin_payments" USING btree ("merchant_invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_ref_key" ON "payments" USING btree ("gateway","gateway_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_gateway_refund_key" ON "refunds" USING btree ("method","reference") WHERE "refunds"."gateway_refund_asked_at" is not null and "refunds"."reference" is not null;
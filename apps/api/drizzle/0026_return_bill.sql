-- The return's bill (docs/product/handover-and-return.md#the-bill): each rental keeps its bill's lines and totals,
-- and the rest of a deposit after the bill is a reason a refund is due.
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_reason_check";--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "bill" jsonb;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reason_check" CHECK (reason in ('late_payment', 'duplicate_payment', 'negative_balance', 'cancelled', 'refused_payment', 'deposit_return'));
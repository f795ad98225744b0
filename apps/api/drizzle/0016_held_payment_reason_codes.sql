-- Why a payment waits for an admin's check is stored as a code, said in the reader's language by the
-- message catalogues (docs/decisions/032-held-payment-reasons-as-codes.md); the gateway's answer it was said
-- from stays in "verification". The sentences stored before become their codes.
UPDATE "payments" SET "review_reason" = 'unrecognised_answer'
  WHERE "review_reason" LIKE 'the gateway''s answer was not recognised%';--> statement-breakpoint
UPDATE "payments" SET "review_reason" = 'risky' WHERE "review_reason" LIKE 'the gateway rated the payment risky%';--> statement-breakpoint
-- Any other sentence still asks for a check: it stays held, as an answer not recognised.
UPDATE "payments" SET "review_reason" = 'unrecognised_answer'
  WHERE "review_reason" IS NOT NULL AND "review_reason" NOT IN ('unrecognised_answer', 'risky');

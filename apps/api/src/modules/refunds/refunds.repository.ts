import type { RefundReason } from '@bond/contract/refunds';
import type { Executor } from '../../db/client.ts';
import { refunds } from '../../db/schema.ts';

/**
 * Records money the shop owes a customer (D21). Recording the same debt twice (a repeated return, a
 * payment settled again) changes nothing: a payment, or a rental's balance or cancellation, is owed once.
 */
export async function recordRefundDue(
  tx: Executor,
  input: { rentalId: string; paymentId?: string | null; amount: number; reason: RefundReason },
): Promise<void> {
  if (input.amount <= 0) return;
  await tx
    .insert(refunds)
    .values({
      rentalId: input.rentalId,
      paymentId: input.paymentId ?? null,
      amount: input.amount,
      reason: input.reason,
    })
    .onConflictDoNothing();
}

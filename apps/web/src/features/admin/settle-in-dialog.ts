import { apiErrorMessage, apiErrorStatus } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';

/**
 * Runs an admin's decision from a dialog (mark a refund paid back, accept or owe back a payment). Success:
 * the server's message as a toast, the dialog closes and the list reloads. A 409 (another admin decided
 * first): the same, with the server's reason. Any other refusal stays in the dialog, shown by `showError`.
 */
export async function settleInDialog(
  decide: () => Promise<{ message: string }>,
  done: { close(): void; reload(): void; showError(message: string): void },
): Promise<void> {
  done.showError('');
  try {
    toast.success((await decide()).message);
    done.close();
    done.reload();
  } catch (error) {
    const message = apiErrorMessage(error);
    toast.error(message);
    if (apiErrorStatus(error) === 409) {
      done.close();
      done.reload();
      return;
    }
    done.showError(message);
  }
}

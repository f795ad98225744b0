import { i18next } from '../i18n/index.ts';
import { apiErrorMessage } from './api-error.ts';
import { toast } from './toast.ts';

/**
 * Runs a call whose answer carries a message, and says how it went in a toast: the server's message, or
 * the reason it failed (after `errorPrefix`, when there is one).
 */
export async function toastOutcome(call: () => Promise<{ message: string }>, errorPrefix?: string): Promise<void> {
  try {
    toast.success((await call()).message);
  } catch (error) {
    const reason = apiErrorMessage(error);
    toast.error(errorPrefix ? i18next.t('common:errors.withPrefix', { prefix: errorPrefix, reason }) : reason);
  }
}

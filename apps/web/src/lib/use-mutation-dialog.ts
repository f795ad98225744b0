import { useState } from 'react';
import { apiErrorCode, apiErrorMessage, apiErrorStatus } from './api-error.ts';
import { toast } from './toast.ts';

/**
 * Where the server's refusal goes: `both` (it stays in the dialog and is a toast), `dialog` (only in the
 * dialog) or `toast` (only a toast, and the dialog closes as after a success).
 */
export type RefusalShown = 'both' | 'dialog' | 'toast';

export type MutationDialogOptions<Answer extends { message: string }> = {
  /** Runs each time the dialog opens (the refusal shown last time is cleared already): reset the form. */
  onOpen?: () => void;
  /** The success toast; the server's message when left out. */
  successMessage?: (answer: Answer) => string;
  /** Called after a success, once the dialog is closed (the row it was about is going). */
  onDone?: () => void;
  /** Instead of the toast and the closing: what a success does (booking goes to the checkout). */
  onAnswer?: (answer: Answer) => void;
  /** Where a refusal goes; `both` when left out. */
  refusal?: RefusalShown;
  /** The toast of a refusal, a whole sentence around the server's reason; the reason alone when left out. */
  refusalToast?: (reason: string) => string;
  /** A refusal with this status is the answer of someone who was first: a toast, then closed and done. */
  settledStatus?: number;
  /** With `settledStatus`: only a refusal with this code too is settled (another refusal of that status is not). */
  settledCode?: string;
  /** A loading toast while the call runs (taken away when it is answered). */
  progress?: string;
  /** Called after a refusal shown in the dialog, with what the call threw. */
  onRefusal?: (error: unknown) => void | Promise<void>;
  /** The dialog's open state, when its parent holds it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

export type MutationDialog<Answer> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The server's refusal to show in the dialog; empty when there is none. */
  refusal: string;
  /** Shows a refusal found before asking the server (or clears it with ''). */
  setRefusal: (message: string) => void;
  /** Sends the call and says how it went: a toast and the dialog closed, or the refusal. */
  run: (call: () => Promise<Answer>) => Promise<void>;
};

/**
 * A dialog that sends one call to the server (a form or an 'Are you sure?'): its open state, the refusal it
 * shows, and `run`, which on success shows the server's message as a toast and closes the dialog, and on a
 * refusal shows the server's reason in the dialog, as a toast, or both.
 */
export function useMutationDialog<Answer extends { message: string }>(
  options: MutationDialogOptions<Answer> = {},
): MutationDialog<Answer> {
  const [ownOpen, setOwnOpen] = useState(false);
  const [refusal, setRefusal] = useState('');
  const open = options.open ?? ownOpen;
  const setOpen = options.onOpenChange ?? setOwnOpen;
  const shown = options.refusal ?? 'both';

  const onOpenChange = (next: boolean) => {
    if (next) {
      setRefusal('');
      options.onOpen?.();
    }
    setOpen(next);
  };

  const finish = () => {
    setOpen(false);
    options.onDone?.();
  };

  const run = async (call: () => Promise<Answer>) => {
    setRefusal('');
    const progress = options.progress === undefined ? undefined : toast.loading(options.progress);
    let answer: Answer;
    try {
      answer = await call();
    } catch (error) {
      if (progress !== undefined) toast.dismiss(progress);
      const reason = apiErrorMessage(error);
      if (shown !== 'dialog') toast.error(options.refusalToast ? options.refusalToast(reason) : reason);
      if (
        shown === 'toast' ||
        (options.settledStatus !== undefined &&
          apiErrorStatus(error) === options.settledStatus &&
          (options.settledCode === undefined || apiErrorCode(error) === options.settledCode))
      ) {
        finish();
        return;
      }
      setRefusal(reason);
      await options.onRefusal?.(error);
      return;
    }
    if (options.onAnswer) {
      options.onAnswer(answer);
      return;
    }
    if (progress !== undefined) toast.dismiss(progress);
    toast.success(options.successMessage ? options.successMessage(answer) : answer.message);
    finish();
  };

  return { open, onOpenChange, refusal, setRefusal, run };
}

import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from './toast.ts';
import { useMutationDialog, type MutationDialogOptions } from './use-mutation-dialog.ts';

type Answer = { message: string };

const refusal = (status: number, message: string) => ({ status, data: { errorMessage: [{ path: '', message }] } });

function spyToasts() {
  return {
    success: vi.spyOn(toast, 'success').mockReturnValue('1'),
    error: vi.spyOn(toast, 'error').mockReturnValue('2'),
    loading: vi.spyOn(toast, 'loading').mockReturnValue('3'),
    dismiss: vi.spyOn(toast, 'dismiss').mockReturnValue(undefined),
  };
}

function opened(options: MutationDialogOptions<Answer> = {}) {
  const hook = renderHook(() => useMutationDialog<Answer>(options));
  act(() => hook.result.current.onOpenChange(true));
  return hook;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useMutationDialog', () => {
  it("toasts the server's message on success, closes and calls onDone", async () => {
    const toasts = spyToasts();
    const onDone = vi.fn();
    const { result } = opened({ onDone });
    expect(result.current.open).toBe(true);
    await act(() => result.current.run(async () => ({ message: 'Bike updated successfully' })));
    expect(toasts.success).toHaveBeenCalledWith('Bike updated successfully');
    expect(result.current.open).toBe(false);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('says a success in its own words when asked, and dismisses the loading toast', async () => {
    const toasts = spyToasts();
    const { result } = opened({ progress: 'Working…', successMessage: (a) => `Done: ${a.message}` });
    await act(() => result.current.run(async () => ({ message: 'ok' })));
    expect(toasts.loading).toHaveBeenCalledWith('Working…');
    expect(toasts.dismiss).toHaveBeenCalledWith('3');
    expect(toasts.success).toHaveBeenCalledWith('Done: ok');
  });

  it('keeps a refusal in the dialog and toasts it, and clears it when the dialog opens again', async () => {
    const toasts = spyToasts();
    const onDone = vi.fn();
    const onRefusal = vi.fn();
    const { result } = opened({ onDone, onRefusal });
    const error = refusal(409, 'The bike is out on rent');
    await act(() => result.current.run(() => Promise.reject(error)));
    expect(result.current.refusal).toBe('The bike is out on rent');
    expect(toasts.error).toHaveBeenCalledWith('The bike is out on rent');
    expect(result.current.open).toBe(true);
    expect(onDone).not.toHaveBeenCalled();
    expect(onRefusal).toHaveBeenCalledWith(error);
    act(() => result.current.onOpenChange(false));
    act(() => result.current.onOpenChange(true));
    expect(result.current.refusal).toBe('');
  });

  it('shows a refusal only in the dialog, or only as a toast (then closes), as asked', async () => {
    const toasts = spyToasts();
    const inDialog = opened({ refusal: 'dialog' });
    await act(() => inDialog.result.current.run(() => Promise.reject(refusal(409, 'Taken'))));
    expect(inDialog.result.current.refusal).toBe('Taken');
    expect(toasts.error).not.toHaveBeenCalled();

    const asToast = opened({ refusal: 'toast', refusalToast: (reason) => `Error deleting User: ${reason}` });
    await act(() => asToast.result.current.run(() => Promise.reject(refusal(409, 'Out on rent'))));
    expect(toasts.error).toHaveBeenCalledWith('Error deleting User: Out on rent');
    expect(asToast.result.current.refusal).toBe('');
    expect(asToast.result.current.open).toBe(false);
  });

  it('treats the settling status as done (someone was first), and other refusals as refusals', async () => {
    spyToasts();
    const onDone = vi.fn();
    const { result } = opened({ settledStatus: 409, onDone });
    await act(() => result.current.run(() => Promise.reject(refusal(400, 'Reference is required'))));
    expect(result.current.refusal).toBe('Reference is required');
    expect(onDone).not.toHaveBeenCalled();
    await act(() => result.current.run(() => Promise.reject(refusal(409, 'Already refunded'))));
    expect(result.current.open).toBe(false);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('hands the answer to onAnswer instead of toasting and closing', async () => {
    const toasts = spyToasts();
    const onAnswer = vi.fn();
    const { result } = opened({ onAnswer, progress: 'Booking…' });
    await act(() => result.current.run(async () => ({ message: 'Booked' })));
    expect(onAnswer).toHaveBeenCalledWith({ message: 'Booked' });
    expect(toasts.success).not.toHaveBeenCalled();
    expect(toasts.dismiss).not.toHaveBeenCalled();
    expect(result.current.open).toBe(true);
  });

  it("follows the parent's open state when given one", () => {
    const onOpenChange = vi.fn();
    const onOpen = vi.fn();
    const { result } = renderHook(() => useMutationDialog<Answer>({ open: true, onOpenChange, onOpen }));
    expect(result.current.open).toBe(true);
    act(() => result.current.onOpenChange(true));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(true);
  });
});

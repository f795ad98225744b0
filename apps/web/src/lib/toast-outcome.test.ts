import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from './toast.ts';
import { toastOutcome } from './toast-outcome.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('toastOutcome', () => {
  it("shows the server's message when the call succeeds", async () => {
    const success = vi.spyOn(toast, 'success').mockReturnValue('1');
    await toastOutcome(async () => ({ message: 'Bike deleted successfully' }));
    expect(success).toHaveBeenCalledWith('Bike deleted successfully');
  });

  it('shows why it failed, after the prefix when there is one', async () => {
    const error = vi.spyOn(toast, 'error').mockReturnValue('1');
    const refusal = { status: 409, data: { errorMessage: [{ path: '', message: 'The bike is out on rent' }] } };
    await toastOutcome(() => Promise.reject(refusal));
    await toastOutcome(() => Promise.reject(refusal), 'Error deleting User:');
    expect(error.mock.calls).toEqual([['The bike is out on rent'], ['Error deleting User: The bike is out on rent']]);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadError } from './load-error.tsx';

describe('LoadError', () => {
  it("shows the server's reason as an alert, and 'Try again' asks again", async () => {
    const onRetry = vi.fn();
    const user = userEvent.setup();
    render(
      <LoadError
        error={{ status: 503, data: { errorMessage: [{ path: '', message: 'The server is busy, try again' }] } }}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The server is busy, try again');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('names a network failure in plain words', () => {
    render(<LoadError error={{ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }} onRetry={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Could not reach the server. Check your connection and try again.',
    );
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog.tsx';
import { DialogFormFooter } from './dialog-form-footer.tsx';

function FormDialog({ error, isSubmitting = false }: { error: string; isSubmitting?: boolean }) {
  const [open, setOpen] = useState(true);
  const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
  return (
    <Dialog open={open} onOpenChange={setOpen} title="Calculate Total Cost Now !">
      <form onSubmit={onSubmit} aria-label="Return">
        <DialogFormFooter error={error} closeLabel="Close" submitLabel="Calculate Now" isSubmitting={isSubmitting} />
      </form>
    </Dialog>
  );
}

describe('DialogFormFooter', () => {
  it("shows the server's refusal above a closing button and the submit button", async () => {
    const user = userEvent.setup();
    render(<FormDialog error="The return time is before the start" />);
    expect(screen.getByRole('alert')).toHaveTextContent('The return time is before the start');
    expect(screen.getByRole('button', { name: 'Calculate Now' })).toHaveAttribute('type', 'submit');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows no alert without a refusal, and disables submit while sending', () => {
    render(<FormDialog error="" isSubmitting />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Calculate Now' })).toBeDisabled();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { ConfirmDialog, DeleteDialog } from './confirm-dialog.tsx';

function Example({
  onConfirm,
  onOpen,
  isPending = false,
}: {
  onConfirm: (close: () => void) => Promise<void>;
  onOpen?: () => void;
  isPending?: boolean;
}) {
  const [note, setNote] = useState('');
  return (
    <ConfirmDialog
      title="ARE YOU SURE ?"
      description="The bike will be removed from the shop."
      trigger={<Button>Delete</Button>}
      confirmLabel="Yes, Delete"
      isPending={isPending}
      onOpen={onOpen}
      onConfirm={async (close) => {
        await onConfirm(close);
        setNote('Refused by the server');
      }}
    >
      {note ? <p role="alert">{note}</p> : null}
    </ConfirmDialog>
  );
}

describe('ConfirmDialog', () => {
  it('opens from its trigger with the title and what will happen; Cancel closes it without confirming', async () => {
    const onConfirm = vi.fn(async () => undefined);
    const onOpen = vi.fn();
    const user = userEvent.setup();
    render(<Example onConfirm={onConfirm} onOpen={onOpen} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'ARE YOU SURE ?' });
    expect(dialog).toHaveAccessibleDescription('The bike will be removed from the shop.');
    expect(onOpen).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it('runs the confirmed action, which closes the dialog', async () => {
    const user = userEvent.setup();
    render(<Example onConfirm={async (close) => close()} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open when the action does not close it, showing what it is given', async () => {
    const user = userEvent.setup();
    render(<Example onConfirm={async () => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Refused by the server');
    expect(screen.getByRole('dialog', { name: 'ARE YOU SURE ?' })).toBeInTheDocument();
  });

  it('disables the confirm button while the action runs', async () => {
    const user = userEvent.setup();
    render(<Example onConfirm={async () => undefined} isPending />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('button', { name: 'Yes, Delete' })).toBeDisabled();
  });
});

describe('DeleteDialog', () => {
  it("asks 'ARE YOU SURE ?' from a Delete button named for the row, and deletes on 'Yes, Delete'", async () => {
    const onConfirm = vi.fn(async (close: () => void) => close());
    const user = userEvent.setup();
    render(
      <DeleteDialog
        name="Honda Livo"
        description="Honda Livo will be removed from the shop."
        isPending={false}
        onConfirm={onConfirm}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete Honda Livo' }));
    expect(screen.getByRole('dialog', { name: 'ARE YOU SURE ?' })).toHaveAccessibleDescription(
      'Honda Livo will be removed from the shop.',
    );
    await user.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

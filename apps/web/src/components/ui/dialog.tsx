import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactElement, type ReactNode } from 'react';

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** A sentence under the title; screen readers read it when the dialog opens. */
  description?: ReactNode;
  /** The button that opens the dialog (focus returns to it on close). Leave out for a dialog opened elsewhere. */
  trigger?: ReactElement;
  children: ReactNode;
  /** Tailwind max-width class of the panel. */
  size?: 'md' | 'lg';
};

/**
 * A modal dialog on Radix Dialog: focus is kept inside while it is open, Escape and the backdrop close
 * it, and focus goes back to whatever opened it.
 */
export function Dialog({ open, onOpenChange, title, description, trigger, children, size = 'md' }: DialogProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <RadixDialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (trigger || !opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-5 text-slate-900 shadow-xl sm:p-6 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 ${
            size === 'lg' ? 'max-w-2xl' : 'max-w-lg'
          }`}
        >
          <RadixDialog.Title className="pr-2 text-xl font-bold tracking-tight text-slate-900 dark:text-white">
            {title}
          </RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-2 text-sm text-slate-700 dark:text-slate-300">
              {description}
            </RadixDialog.Description>
          ) : null}
          <div className="mt-5">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A button that closes the dialog it is in. */
export function DialogClose({ children }: { children: ReactElement }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}

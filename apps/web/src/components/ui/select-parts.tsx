/**
 * What the dropdown's stand-in (`select.tsx`) and the Radix dropdown (`radix-select.tsx`) share: the props
 * of the field, the trigger's look and its chevron. Kept apart so that neither of the two imports the other
 * (the Radix one is loaded on demand by `select.tsx`).
 */
export type SelectOption = { value: string; label: string };

/** The dropdown without its label: what `radix-select.tsx` renders. */
export type SelectFieldProps = {
  /** The id of the trigger, which the label names. */
  triggerId: string;
  placeholder: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  /** Shown as one disabled entry when there is nothing to choose. */
  emptyText?: string;
  /** The form field name of the hidden native select. */
  name?: string;
};

export const TRIGGER_CLASSES =
  'flex min-h-11 w-full items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-left text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 data-[placeholder]:text-slate-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:data-[placeholder]:text-slate-300';

export function ChevronIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-4 shrink-0" fill="currentColor">
      <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
    </svg>
  );
}

import * as RadixSelect from '@radix-ui/react-select';
import { useId } from 'react';

export type SelectOption = { value: string; label: string };

type SelectProps = {
  label: string;
  placeholder: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  /** Shown as one disabled entry when there is nothing to choose. */
  emptyText?: string;
  id?: string;
  /** The form field name of the hidden native select. */
  name?: string;
};

/**
 * A labelled dropdown on Radix Select (keyboard and screen-reader support, works on touch). An empty
 * `value` shows the placeholder; an empty option list shows `emptyText` as a disabled entry.
 */
export function Select({ label, placeholder, value, onValueChange, options, emptyText, id, name }: SelectProps) {
  const autoId = useId();
  const triggerId = id ?? autoId;
  return (
    <div className="space-y-1.5">
      <label htmlFor={triggerId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <RadixSelect.Root value={value} onValueChange={onValueChange} name={name}>
        <RadixSelect.Trigger
          id={triggerId}
          className="flex min-h-11 w-full items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-left text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 data-[placeholder]:text-slate-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:data-[placeholder]:text-slate-300"
        >
          <span className="truncate">
            <RadixSelect.Value placeholder={placeholder} />
          </span>
          <RadixSelect.Icon aria-hidden="true">
            <svg viewBox="0 0 20 20" className="size-4 shrink-0" fill="currentColor">
              <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
            </svg>
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content
            position="popper"
            sideOffset={4}
            className="z-50 max-h-72 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg border border-slate-200 bg-white text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          >
            <RadixSelect.Viewport className="p-1">
              {options.length === 0 && emptyText ? (
                <RadixSelect.Item
                  value="__none__"
                  disabled
                  className="rounded-md px-3 py-2 text-sm text-slate-600 data-[disabled]:cursor-not-allowed dark:text-slate-300"
                >
                  <RadixSelect.ItemText>{emptyText}</RadixSelect.ItemText>
                </RadixSelect.Item>
              ) : null}
              {options.map((option) => (
                <RadixSelect.Item
                  key={option.value}
                  value={option.value}
                  className="relative flex cursor-pointer select-none items-center rounded-md py-2 pr-3 pl-8 text-sm outline-none data-[highlighted]:bg-brand-100 data-[highlighted]:text-brand-900 data-[state=checked]:font-semibold dark:data-[highlighted]:bg-slate-700 dark:data-[highlighted]:text-white"
                >
                  <RadixSelect.ItemIndicator className="absolute left-2 inline-flex items-center" aria-hidden="true">
                    <svg viewBox="0 0 20 20" className="size-4" fill="currentColor">
                      <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" />
                    </svg>
                  </RadixSelect.ItemIndicator>
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </div>
  );
}

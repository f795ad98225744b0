import * as RadixSelect from '@radix-ui/react-select';
import { ChevronIcon, TRIGGER_CLASSES, type SelectFieldProps } from './select-parts.tsx';

/**
 * The dropdown itself, on Radix Select (keyboard and screen-reader support, works on touch). `select.tsx`
 * renders it in place of its stand-in trigger, open (`defaultOpen`) when that trigger was pressed.
 */
export default function RadixSelectField({
  triggerId,
  placeholder,
  value,
  onValueChange,
  options,
  emptyText,
  name,
  defaultOpen,
}: SelectFieldProps & { defaultOpen: boolean }) {
  return (
    <RadixSelect.Root value={value} onValueChange={onValueChange} name={name} defaultOpen={defaultOpen}>
      <RadixSelect.Trigger id={triggerId} className={TRIGGER_CLASSES}>
        <span className="truncate">
          <RadixSelect.Value placeholder={placeholder} />
        </span>
        <RadixSelect.Icon aria-hidden="true">
          <ChevronIcon />
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
  );
}

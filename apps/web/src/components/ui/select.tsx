import { lazy, Suspense, useId, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ChevronIcon, TRIGGER_CLASSES, type SelectFieldProps } from './select-parts.tsx';

type SelectProps = Omit<SelectFieldProps, 'triggerId'> & {
  label: string;
  /** The trigger's id; one is made up when left out. */
  id?: string;
};

const loadRadixSelect = () => import('./radix-select.tsx');
const RadixSelectField = lazy(loadRadixSelect);
/** Once the dropdown code is here, dropdowns that appear later use it at once. */
let radixLoaded = false;
const preload = () => {
  if (radixLoaded) return;
  void loadRadixSelect().then(() => {
    radixLoaded = true;
  });
};

/**
 * A labelled dropdown. An empty `value` shows the placeholder; an empty option list shows `emptyText` as a
 * disabled entry. The Radix dropdown's code (a third of a page's JavaScript) is not in the first download:
 * until a dropdown is first opened, a look-alike trigger stands in for it, with the same role, name and
 * text. Pointing at, touching or tabbing to it fetches the code; a click, Enter, Space or an arrow key
 * opens the real dropdown in its place as soon as the code is in. Kept for its figure: it saved 373 ms of
 * median blocking time on `/` (44 ms on `/allbikes`) in the bench run of 2026-11-26 (apps/web/bench/README.md).
 */
export function Select({ label, id, ...field }: SelectProps) {
  const autoId = useId();
  const triggerId = id ?? autoId;
  const [mode, setMode] = useState<'stand-in' | 'closed' | 'open'>(radixLoaded ? 'closed' : 'stand-in');

  const open = () => {
    preload();
    setMode('open');
  };
  const selected = field.options.find((option) => option.value === field.value);
  const standIn = (
    <button
      type="button"
      id={triggerId}
      role="combobox"
      aria-expanded="false"
      aria-autocomplete="none"
      data-state="closed"
      data-placeholder={field.value ? undefined : ''}
      className={TRIGGER_CLASSES}
      onPointerEnter={preload}
      onTouchStart={preload}
      onFocus={preload}
      onPointerDown={(event: PointerEvent) => {
        if (event.pointerType === 'mouse' && event.button === 0) {
          event.preventDefault();
          open();
        }
      }}
      onClick={open}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          open();
        }
      }}
    >
      <span className="truncate">{selected?.label ?? (field.value || field.placeholder)}</span>
      <span aria-hidden="true">
        <ChevronIcon />
      </span>
    </button>
  );

  return (
    <div className="space-y-1.5">
      <label htmlFor={triggerId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      {mode === 'stand-in' ? (
        standIn
      ) : (
        <Suspense fallback={standIn}>
          <RadixSelectField {...field} triggerId={triggerId} defaultOpen={mode === 'open'} />
        </Suspense>
      )}
    </div>
  );
}

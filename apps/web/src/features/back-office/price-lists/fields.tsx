import { useId, type InputHTMLAttributes, type Ref } from 'react';

type CheckboxFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; hint: string };

/** A checkbox with its label and a sentence saying what it does. */
export function CheckboxField({ label, hint, ref, ...props }: CheckboxFieldProps & { ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        ref={ref}
        id={id}
        type="checkbox"
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
        {...props}
      />
      <div className="text-sm">
        <label htmlFor={id} className="font-medium text-slate-800 dark:text-slate-200">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-slate-600 dark:text-slate-300">
          {hint}
        </p>
      </div>
    </div>
  );
}

/** A row's state: active, or switched off by the owner. */
export function ActiveState({ active, on, off }: { active: boolean; on: string; off: string }) {
  return (
    <span
      className={`text-xs font-semibold ${active ? 'text-green-800 dark:text-green-300' : 'text-slate-600 dark:text-slate-300'}`}
    >
      {active ? on : off}
    </span>
  );
}

import { useId, type ReactNode, type Ref, type SelectHTMLAttributes, type InputHTMLAttributes } from 'react';
import { useLocalizedMessage } from '../../../lib/localized-message.ts';

const selectClasses =
  'block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 dark:bg-slate-900 dark:text-slate-100';

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
};

/** A labelled browser `<select>` of a form, its hint and error tied to it for screen readers. */
export function SelectField({
  label,
  error,
  hint,
  children,
  ref,
  ...props
}: SelectFieldProps & { ref?: Ref<HTMLSelectElement> }) {
  const id = useId();
  const message = useLocalizedMessage(error);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`${selectClasses} ${error ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-600'}`}
        {...props}
      >
        {children}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-300">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {message}
        </p>
      ) : null}
    </div>
  );
}

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
